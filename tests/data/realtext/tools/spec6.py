# tune5/check5: fresh real text, 2 articles each in fr, it, nl, es, pt, ko, zh, en (one per language in each half); none of their sites
# was in SOURCES.md before. Texts are the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM " stamp dropped),
# cut at paragraph boundaries; each passed held_out_check.py. check5 is only scored. Percentages, rpm, prices, years, block sizes,
# form factors, interface versions and counts are left out, as in spec1-5.
Y = 365*86400

doc("fr40_ocaholic-840-evo-120", "fr", "tune5",
 "https://ocaholic.ch/modules/smartsection/item.php?itemid=1127&lang=french",
"""Nous avons été très surpris des performances et du rapport prix/Go de la version 1 To du Samsung 840 Evo. Maintenant c'est au tour du benjamin de passer sur le banc de test. D'habitude les version de 120 Go offrent des n'offrent pas des performances du même ordre que les disques de plus grosse capacité c'est bien connu. Samsung va-t-il encore une fois nous surprendre?
Spécifications
/ Bundle
Modèle |
840 Evo 120 Gigabyte |
840 Evo 250 Gigabyte |
840 Evo 500 Gigabyte |
840 Evo 750 Gigabyte |
840 Evo 1000 Gigabyte |
Capacité |
120 GB |
250 GB |
500 GB |
750 GB |
512 GB |
Format |
2.5'', 7 mm |
2.5'', 7 mm |
2.5'', 7 mm |
2.5'', 7 mm |
2.5'', 9.3 7 mm |
Mémoire |
- TLC NAND
- 19nm
- ~1'200 P/E-cycles
|
- TLC NAND
- 19nm
- ~1'200 P/E-cycles
|
- TLC NAND
- 19nm
- ~1'200 P/E-cycles
|
- TLC NAND
- 19nm
- ~1'200 P/E-cycles
|
- TLC NAND
- 19nm
- ~1'200 P/E-cycles
|
Modèle |
Samsung K90KGY8S7M-CCK0 |
Samsung K90KGY8S7M-CCK0 |
Samsung K90KGY8S7M-CCK0 |
Samsung K90KGY8S7M-CCK0 |
Samsung K90KGY8S7M-CCK0 |
Débits |
- 540 MB/s sequential read
- 410 MB/s sequential write
- 94'000 IOPS 4K random read
- 35'000 IOPS 4K random write
|
- 540 MB/s sequential read
- 520 MB/s sequential write
- 97'000 IOPS 4K random read
- 66 '000 IOPS 4K random write
|
- 540 MB/s sequential read
- 520 MB/s sequential write
- 98'000 IOPS 4K random read
- 90
'000 IOPS 4K random write
|
- 540 MB/s sequential read
- 520 MB/s sequential write
- 98'000 IOPS 4K random read
- 90
'000 IOPS 4K random write
|
- 540 MB/s sequential read
- 520 MB/s sequential write
- 98'000 IOPS 4K random read
- 90
'000 IOPS 4K random write
|
Temps
d'accès |
< 0.1 ms |
< 0.1 ms |
< 0.1 ms |
< 0.1 ms |
< 0.1 ms |
Nuisances
sonores |
Aucunes |
Aucunes |
Aucunes |
Aucunes |
Aucunes |
Garantie |
3 Ans |
3 Ans |
3 Ans |
3 Ans |
3 Ans |
Prix |
|
|
|
|
|
L'un
des plus gros problèmes du Samsung 840 (non Pro) étaient ses performances en
écriture séquentielle pauvres avec seulement 130 Mo/s. Dans ce cas, Samsung
n'était pas du 
""", [("1 To","capacity",T,1,[],""),("120 Go","capacity",120*G,1,[],""),
("120 Gigabyte","capacity",120*G,1,["name"],"'840 Evo 120 Gigabyte'"),("250 Gigabyte","capacity",250*G,1,["name"],""),("500 Gigabyte","capacity",500*G,1,["name"],""),
("750 Gigabyte","capacity",750*G,1,["name"],""),("1000 Gigabyte","capacity",1000*G,1,["name"],""),
("120 GB","capacity",120*G,1,[],""),("250 GB","capacity",250*G,1,[],""),("500 GB","capacity",500*G,1,[],""),("750 GB","capacity",750*G,1,[],""),
("512 GB","capacity",512*G,1,[],"as printed in the table's 1000 Gigabyte column"),
("540 MB/s","bandwidth",540*M,1,[],""),("410 MB/s","bandwidth",410*M,1,[],""),("94'000 IOPS","iops",94000,1,[],"apostrophe grouping"),("35'000 IOPS","iops",35000,1,[],""),
("540 MB/s","bandwidth",540*M,2,[],""),("520 MB/s","bandwidth",520*M,1,[],""),("97'000 IOPS","iops",97000,1,[],""),("66 '000 IOPS","iops",66000,1,[],"stray space before the apostrophe group"),
("540 MB/s","bandwidth",540*M,3,[],""),("520 MB/s","bandwidth",520*M,2,[],""),("98'000 IOPS","iops",98000,1,[],""),("90\n'000 IOPS","iops",90000,1,[],"line break inside the apostrophe-grouped number"),
("540 MB/s","bandwidth",540*M,4,[],""),("520 MB/s","bandwidth",520*M,3,[],""),("98'000 IOPS","iops",98000,2,[],""),("90\n'000 IOPS","iops",90000,2,[],""),
("540 MB/s","bandwidth",540*M,5,[],""),("520 MB/s","bandwidth",520*M,4,[],""),("98'000 IOPS","iops",98000,3,[],""),("90\n'000 IOPS","iops",90000,3,[],""),
("0.1 ms","latency",0.0001,1,[],"'< 0.1 ms' access time"),("0.1 ms","latency",0.0001,2,[],""),("0.1 ms","latency",0.0001,3,[],""),("0.1 ms","latency",0.0001,4,[],""),("0.1 ms","latency",0.0001,5,[],""),
("3 Ans","duration",3*Y,1,[],"warranty"),("3 Ans","duration",3*Y,2,[],""),("3 Ans","duration",3*Y,3,[],""),("3 Ans","duration",3*Y,4,[],""),("3 Ans","duration",3*Y,5,[],""),
("130 Mo/s","bandwidth",130*M,1,[],"")])

doc("fr41_techastuce-samsung-pro-generations", "fr", "check5",
 "https://techastuce.com/ssd-nvme-de-samsung-dans-le-test-990-pro-980-pro-970-pro-960-pro-et-950-pro-en-comparaison",
"""SSD NVMe de Samsung dans le test : 990 Pro, 980 Pro, 970 Pro, 960 Pro et 950 Pro en comparaison 91 commentaires
Les SSD NVMe de Samsung sont disponibles dans la série Pro depuis 2015. Avec les 990 Pro, 980 Pro, 970 Pro, 960 Pro et 950 Pro, ils sont tous à nouveau testés pour la comparaison des générations. Beaucoup de choses ont changé en termes de performances en 7 ans. Mais il y a aussi quelques surprises.
Table des matières 990 Pro, 980 Pro, 970 Pro, 960 Pro et 950 Pro en comparaison Retour sur cinq générations Données clés en comparaison Benchmarks Performances d’écriture (mode SLC) Lecture et copie Performances de jeu Performances de bureau Performances théoriques Consommation électrique et températures Conclusion
Retour sur cinq générations
En octobre 2015, l’ère des SSD SATA de la série Samsung Pro a pris fin et le Samsung SSD 950 Pro (test) a été le premier modèle avec PCI Express et NVMe. Celui-ci s’appuyait sur le contrôleur UBX fabriqué en 32 nm, le cache LPDDR3 et la NAND 3D de deuxième génération de Samsung à 2 bits par cellule (MLC). Un maximum de 512 Go d’espace de stockage et 2 500 Mo/s et 300 000 IOPS étaient proposés. Comme pour les successeurs suivants, l’interface était toujours PCIe 3.0 x4.
Le Samsung SSD 960 Pro (test), sorti un an plus tard, produisait des modèles allant jusqu’à 2 To grâce à des puces mémoire plus modernes d’une capacité deux fois supérieure. De plus, les performances, du moins en lecture, atteignaient presque la limite de l’interface jusqu’à 3 500 Mo/s, ce que même le système de test de l’époque ne pouvait pas vraiment offrir.
""", [("7 ans","duration",7*Y,1,[],"'en 7 ans'"),("512 Go","capacity",512*G,1,[],""),("2 500 Mo/s","bandwidth",2500*M,1,[],"space group"),
("300 000 IOPS","iops",300000,1,[],"space group"),("2 To","capacity",2*T,1,[],""),("3 500 Mo/s","bandwidth",3500*M,1,[],"space group")])

doc("it40_techradar-wd-20tb", "it", "tune5",
 "https://global.techradar.com/it-it/news/hard-disk-da-20tb-in-arrivo-per-il-2020",
"""Sembra che sarà Western Digital la prima azienda a creare e distribuire un hard disk da 20 terabyte. Si tratta del nuovo Ultrastar DC HD650 e ha richiesto quasi quattro anni di lavoro, da quanto la sussidiaria HGST svelò il primo disco da 10TB.

Come il disco precedente, anche il nuovo HD650 usa l'elio per raggiungere questa enorme capacità. L'altra tecnologia necessaria è la SMR (Shingled Magnetic Recording). Lo svantaggio di quest'ultima è che servono modifiche al sistema operativo, il che rende più complessa la sostituzione dei vecchi hard disk.

Non sappiamo molto del nuovo drive, ma sappiamo che ha nove piatti, ognuno dei quali ha una capacità di 2,22TB. La garanzia (limitata) è di 5 anni. WD indica 2,5 milioni di ore MTBF (mean time before failure). Sarà disponibile sia con interfaccia SATA sia SAS. L'HD650, probabilmente, avrà almeno 256MB di cache, se non di più.

Seagate è la prossima?

Western Digital deve ancora confermare i prezzi dei nuovi drive, così come la data di effettiva disponibilità. Con ogni probabilità saranno quasi tutti destinati ai grandi data center del mondo (Google, Microsoft, Amazon o Alibaba).

Seagate è relativamente tranquilla dagli annunci del 2017, quando disse che presto avrebbe avuto un disco da 20TB con tecnologia HAMR entro la fine del 2019, e uno da 40TB per il 2023. Ormai siamo quasi alla fine dell'anno, e vedremo se Seagate manterrà le promesse.
""", [("20 terabyte","capacity",20*T,1,[],""),("quattro anni","duration",4*Y,1,["spelled_out"],"'quasi quattro anni di lavoro'"),
("10TB","capacity",10*T,1,[],""),("2,22TB","capacity",2.22*T,1,[],"per platter"),("5 anni","duration",5*Y,1,[],"warranty"),
("2,5 milioni di ore","duration",2.5e6*3600,1,["spelled_out"],"MTBF"),("256MB","capacity",256*M,1,[],"cache"),("20TB","capacity",20*T,1,[],""),("40TB","capacity",40*T,1,[],"")])

doc("it41_technorati-scegliere-ssd", "it", "check5",
 "https://technorati.it/scegliere-lssd-giusto-le-caratteristiche-735",
"""Si potrebbe aver bisogno, per assemblare il proprio PC o aiutarlo ad andare veloce, un nuovo SSD. Per quando sia consigliato far agire in tal senso personale esperto che sappia a colpo d’occhio capire il modello necessario, per eseguire tale acquisto da soli è bene avere presente in mente delle caratteristiche specifiche.
Si tratta di particolari tecnici dai quali non si può prescindere se si vuole agire bene.
Formato e tipo di collegamento
E’ importante partire da un presupposto: la maggior parte degli SSD per notebook e PC desktop è in formato 2,5″ e viene installato nei computer utilizzando i connettori SATA. A seconda degli standard di questo la velocità di trasferimento dei dati sarà diversa: il SATA 3 arriva a supportare fino a 6 Gbps teorici, mentre sui computer più datati con SATA 2 le prestazioni si fermano a 3 Gbps.
Essi non sono però gli unici esistenti: si ha il SATA Express che unisce l’infrastruttura SATA con l’interfaccia PCI Express (raggiungendo i 10 Gbit/s o 16Gbit/s teorici, N.d.R.), l’mSATA che viene utilizzato su alcuni modelli di ultrabook e mini-PC e il più nuovo M.2 che viene usato in svariati modelli di ultrabook e tablet convertibili. In questi casi si può addirittura arrivare ai 32 Gbit/s teorici.
Prestazioni
Sono due i parametri esistenti relativi agli SSD: la velocità con la quale vengono letti e scritti i dati in modo sequenziale sul drive e le IOPS, ovvero le operazioni di input/output per secondo che misurano la velocità di lettura e scrittura de dati in modo casuale.
Capacità di archiviazione
Gli SSD da questo punto di vista funzionano come gli hard disk di tipo meccanico, ovvero sono creati in tantissime misure a seconda delle esigenze. In caso si voglia sostituire l’HD ad esempio, è importante orientarsi su una grandezza di 256/512 GB, mentre se si cerca qualcosa da affiancare allo stesso 120 risultano essere più che sufficienti per gestire tutto.
""", [("6 Gbps","link_speed",6e9,1,[],""),("3 Gbps","link_speed",3e9,1,[],""),("10 Gbit/s","link_speed",10e9,1,[],""),
("16Gbit/s","link_speed",16e9,1,[],""),("32 Gbit/s","link_speed",32e9,1,[],""),("256","capacity",256*G,"256/512 GB",["unit_elsewhere"],"'256/512 GB'"),
("512 GB","capacity",512*G,1,[],""),("120","capacity",120*G,"120 risultano",["unit_elsewhere"],"'allo stesso 120' (GB from the previous clause)")])

doc("nl40_techzine-wd-15tb-hdd", "nl", "tune5",
 "https://www.techzine.nl/nieuws/413204/western-digital-claimt-grootste-capaciteit-met-15-tb-hdd.html",
"""Western Digital heeft naar eigen zeggen een harde schijf met de grootste capaciteit van het moment geproduceerd. De 15 TB Ultrastar DC HC620 is de opvolger van de 14 TB Ultrastar Hs14 van vorig jaar.

Net als de Hs14 van een jaar geleden, is de Ultrastar DC HC620 gevuld met helium. Dat heeft als voordeel dat de individuele schijven (acht in totaal) dichter op elkaar kunnen worden geplaatst en minder weerstand ondervinden.

Om de opslagdichtheid verder te verhogen, maakt WD gebruik van shingled magnetic recording (SMR). Dankzij de SMR-technologie kunnen de sporen op een schijf overlappen, vergelijkbaar met dakleien op een huis. Het enige nadeel is dat re-writes trager zijn omdat data sequentieel moet worden weggeschreven, zodat er geen informatie wordt vernietigd op de overlappende sporen.

Het betekent ook dat de software voor het wegschrijven van gegevens op de host moet worden aangepast om compatibel te zijn met SMR. Je kan de nieuwe 15 TB-schijven dus niet zomaar gebruiken als vervangexemplaren voor niet-SMR-schijven

7 procent meer capaciteit

Volgens WD is de nieuwe schijf geoptimaliseerd voor sequentiële schrijfopdrachten en is ze met name geschikt voor hyperscale datacenteroperatoren die grote hoeveelheden informatie van bronnen zoals video-surveillance en big data moeten beheren.

De nieuwe 15 TB schijf voegt 7 procent capaciteit toe ten opzichte van zijn voorganger. Een 4U-enclosure met 60 van deze schijven kan tot 900 TB aan data wegschrijven, ten opzichte van 840 TB met de 14 TB-schijven. In een rack met 10 enclosures kan je zo 600 TB extra kwijt.

De gegevensoverdrachtsnelheid bedraagt 255 MB/s tegenover 233 MB/s op de Hs14. Verder heeft de nieuwe HC620 dezelfde buffer van 515 MB en rotatiesnelheid van 7.200 rpm. De schijf maakt gebruik van een 6 Gbit/s SATA- of 12 Gbit/s SAS-interface.

Zowel Seagate als Toshiba bieden vandaag ook reeds schijven met een 
""", [("15 TB","capacity",15*T,1,[],""),("14 TB","capacity",14*T,1,[],""),("15 TB","capacity",15*T,2,[],"'15 TB-schijven'"),
("15 TB","capacity",15*T,3,[],""),("900 TB","capacity",900*T,1,[],""),("840 TB","capacity",840*T,1,[],""),("14 TB","capacity",14*T,2,[],"'14 TB-schijven'"),
("600 TB","capacity",600*T,1,[],""),("255 MB/s","bandwidth",255*M,1,[],""),("233 MB/s","bandwidth",233*M,1,[],""),("515 MB","capacity",515*M,1,[],"buffer"),
("6 Gbit/s","link_speed",6e9,1,[],""),("12 Gbit/s","link_speed",12e9,1,[],"")])

doc("nl41_ozonesoft-microsd-kiezen", "nl", "check5",
 "https://nl.ozone-soft.com/how-choose-right-microsd-card",
"""Hoe kies je de juiste microSD-kaart voor je Android

Er zijn veel microSD-kaarten om uit te kiezen, maar niet alle zullen met je Android-telefoon of -tablet werken. Wanneer u kiest tussen SDHC en SDXC, of een Klasse 10 en UHS-I Klasse 1, volgen hier een paar tips om ervoor te zorgen dat u de beste kiest voor uw apparaat en uw behoeften.

Capaciteit

Je zult meestal twee soorten microSD-kaarten tegenkomen - SDHC en SDXC. Het verschil tussen beide is het bereik in capaciteiten die ze bieden.

SDHC-kaarten hebben een capaciteit van 2 tot 32 GB. Als alternatief kunnen SDXC-kaarten variëren van 32 GB tot 2 TB. Om dit in perspectief te plaatsen, is een foto op een 16MP-camera ongeveer 7 MB aan gegevens. Als u een kaart van 32 GB koopt, kunt u er 4.500 of meer foto's op opslaan. (Dit aantal zou verschillen als u een Galaxy S7 gebruikt, die opnamen in RAW-indeling kan maken en foto's met veel grotere bestandsgrootten kan maken.)

U kunt in de verleiding komen om de grootste capaciteit te kiezen, maar u moet controleren wat uw apparaat ondersteunt. Hier is een lijst met de keuzes van CNET voor de beste Android-apparaten met een microSD-kaartsleuf en hun ondersteunde opslagcapaciteit:

  • Galaxy S en S7 Edge : 200 GB
  • LG V10: 2TB
  • Moto G 2015: 32 GB
  • Xperia Z5 Compact: 200 GB
  • OneTouch Idol 3: 32 GB
""", [("2","capacity",2*G,"2 tot 32 GB",["unit_elsewhere"],"'2 tot 32 GB'"),("32 GB","capacity",32*G,1,[],""),
("32 GB","capacity",32*G,2,[],""),("2 TB","capacity",2*T,1,[],""),("7 MB","capacity",7*M,1,[],"photo size"),("32 GB","capacity",32*G,3,[],""),
("200 GB","capacity",200*G,1,[],""),("2TB","capacity",2*T,1,[],""),("32 GB","capacity",32*G,4,[],""),("200 GB","capacity",200*G,2,[],""),("32 GB","capacity",32*G,5,[],"")])

doc("es40_ridble-elegir-pendrive", "es", "tune5",
 "https://www.ridble.com/es/mejor-pendrive/",
"""Cómo elegir un Pendrive

Aunque casi todas las personas por error no consideran otra cosa sino el tamaño de almacenamiento, los pendrives tienen otras dos características técnicas clave: el ancho de banda en la unidad USB y las velocidades de lectura/escritura.

El primer caso es sólo la forma técnica de definir la versión del pendrive: USB 1.1, USB 2.0, USB 3.0 y USB 3.1. Se trata de bandas de 12 Megabit/s, 480 Megabit/s, 4,8 Gigabit/s y 10 Gigabit/s respectivamente (5 para la versión 3.1 Gen 1 y 10 para la versión 3.1 Gen 2) para la transferencia de datos; memorándum: 1 byte = 8 bits, por lo tanto 5 Gigabit/s equivalen a unos 640 Megabytes por segundo.

Esto no significa que todos los pendrive 3.0 puedan leer y escribir a la misma velocidad. De hecho, basta con referirse a la segunda característica mencionada anteriormente: las velocidades de lectura/escritura. Esto deja poco espacio para la imaginación: es precisamente la velocidad con la que se leen los archivos en la llave y la escritura de los datos en ella.
""", [("12 Megabit/s","link_speed",12e6,1,[],""),("480 Megabit/s","link_speed",480e6,1,[],""),("4,8 Gigabit/s","link_speed",4.8e9,1,[],""),
("10 Gigabit/s","link_speed",10e9,1,[],""),("5","link_speed",5e9,"5 para la versión",["unit_elsewhere"],"'(5 para la versión 3.1 Gen 1 y 10 para la versión 3.1 Gen 2)'"),
("10","link_speed",10e9,"10 para la versión",["unit_elsewhere"],""),("1 byte","capacity",1,1,[],"unit definition '1 byte = 8 bits'"),("8 bits","capacity",1,1,[],"unit definition"),
("5 Gigabit/s","link_speed",5e9,1,[],""),("640 Megabytes por segundo","bandwidth",640*M,1,[],"")])

doc("es41_usbmemorias-tasa-transferencia", "es", "check5",
 "https://www.usb-memorias.com/noticias/comprobacion-tasa-transferencia-memoria-usb/",
"""¿Cómo comprobar la tasa de transferencia de una memoria USB?

Índice de contenido

Denominamos tasa de transferencia de un dispositivo USB a la velocidad de transmisión de datos, tanto en lectura como en escritura. En función de la tasa de transferencia, cualquier dispositivo USB se clasifica dentro de las siguientes categorías:

  • Baja velocidad (1.0): hasta 1,5 Mbit/s (188 kB/s). Dentro de esta categoría podemos encontrar interfaces como teclados, ratones y webcams.
  • Velocidad completa (1.1): hasta 12 Mbit/s (1,5 MB/s)
  • Alta velocidad (2.0): hasta 480 Mbit/s (60 MB/s) pero por lo general de hasta 125 Mbit/s (15,6 MB/s)
  • Superalta velocidad (3.0): hasta 4,8 Gbit/s (600 MB/s). La velocidad del bus es diez veces más rápida que la del USB 2.0, y se ha anunciado en fechas recientes que se duplicará.

En particular, dentro de los dispositivos USB se encuentran las memorias  (USB flash drives), que responderán en función de sus componentes a uno de los estándares señalados. ¿Pero como hacer para comprobar que la velocidad de transmisión de datos, y por lo tanto la agilidad en el trabajo con el pendrive, se ajusta a las características que el fabricante indica?
""", [("1,5 Mbit/s","link_speed",1.5e6,1,[],""),("188 kB/s","bandwidth",188e3,1,[],""),("12 Mbit/s","link_speed",12e6,1,[],""),
("1,5 MB/s","bandwidth",1.5*M,1,[],""),("480 Mbit/s","link_speed",480e6,1,[],""),("60 MB/s","bandwidth",60*M,1,[],""),("125 Mbit/s","link_speed",125e6,1,[],""),
("15,6 MB/s","bandwidth",15.6*M,1,[],""),("4,8 Gbit/s","link_speed",4.8e9,1,[],""),("600 MB/s","bandwidth",600*M,1,[],"")])

doc("pt40_sponsorsoftomorrow-usb3-velocidade", "pt", "tune5",
 "https://pt.sponsorsoftomorrow.com/561-usb-3-0-we-test-the-real-speed-of-usb-3-0",
"""USB 3.0, testamos a velocidade real do USB 3.0

USB 3.0

Embora tenha sido introduzida em 2008, a tecnologia USB 3.0 está lentamente chegando aos nossos computadores. Hoje, quase todos os novos dispositivos possuem portas USB 3.0 . Ele aumenta a velocidade de seu antecessor, até 10 vezes mais do que o USB 2.0 anterior . Com ele, podemos atingir velocidades de transferência de dados de até 5 Gbits / s. Ou pelo menos é o que diz a teoria.

Em tuexperto.com, queríamos colocar esses dados à prova . E veja o que é realidade em velocidade. Para isso, adquirimos um pendrive que utiliza esta tecnologia e um computador compatível. O dispositivo escolhido é um pendrive SanDisk Extreme USB 3.0 com 64 GB de armazenamento. E nós o conectamos a um laptop Acer Aspire V3-571G (é claro com sua porta USB 3.0 correspondente).

Com o cronômetro em mãos, medimos quanto tempo realmente demorou para transferir os arquivos do pendrive para o computador e depois de volta para a memória. Escolhemos um arquivo grande. Desta forma, podemos verificar se a velocidade de transferência é mantida ao longo do tempo durante um longo processo de cópia. Para isso, selecionamos um filme em qualidade HD, totalizando 4,3 GB de tamanho. Primeiro, transferimos do computador para o pendrive. O filme leva um total de 52 segundos para ser transferido para a unidade de memória.

Desta forma percebemos que a velocidade é alta, mas não atinge as expectativas que tínhamos. 4,3 GB em 52 segundos é equivalente a uma velocidade de transferência de 0,66 Gbits por segundo.

USB3

Lembre-se de que a maneira como os recursos de transferência de dados são indicados pode ser enganosa. Tecnologia USB 3.0 promessas de transmissão de dados acelerar a 5 Gbits por segundo . É importante diferenciar entre Gigabits e Gigabytes. Os primeiros são frequentemente usados quando falamos sobre velocidades de transmissão e os segundos quando falamos sobre armazenamento de dados. 8 Gigabits equivalem a 
""", [("5 Gbits / s","link_speed",5e9,1,[],""),("64 GB","capacity",64*G,1,[],""),("4,3 GB","capacity",4.3*G,1,[],""),
("52 segundos","duration",52,1,[],""),("4,3 GB","capacity",4.3*G,2,[],""),("52 segundos","duration",52,2,[],""),("0,66 Gbits por segundo","link_speed",0.66e9,1,[],""),
("5 Gbits por segundo","link_speed",5e9,1,[],""),("8 Gigabits","capacity",1e9,1,[],"an amount of data, 8e9 bits ('8 Gigabits equivalem a' where the stored excerpt ends)")])

doc("pt41_suafontediaria-escolher-pendrive", "pt", "check5",
 "https://suafontediaria.com/?p=3873",
"""Inteligência Artificial

Guia prático para escolher o pen drive ideal: capacidade, velocidade e cuidados na compra

Dispositivo portátil de armazenamento de dados, o pen drive — também chamado de USB Flash Drive — utiliza memória NAND Flash não volátil e interface USB para guardar e transferir arquivos entre computadores, notebooks, TVs e até smartphones. Apesar do formato compacto, o mercado oferece modelos com diferenças significativas de capacidade, desempenho e construção, fatores que impactam diretamente no preço e na durabilidade.

Capacidade de armazenamento

A escolha do tamanho deve levar em conta o volume de dados que será salvo. Para criar um pen drive bootável de sistema operacional, 16 GB costumam bastar. Já quem pretende transportar vídeos ou grandes bibliotecas de fotos encontra opções que variam de 32 GB a 2 TB, lembrando que valores mais altos encarecem o produto.

Velocidade de leitura e gravação

Essas métricas, apontadas em MB/s, indicam o tempo necessário para copiar ou abrir arquivos. Modelos básicos ficam abaixo de 100 MB/s; intermediários alcançam de 200 MB/s a 300 MB/s; e as versões topo de linha podem atingir cerca de 1.000 MB/s.

Padrão USB define limite teórico

O conector usado interfere tanto na velocidade quanto na compatibilidade. Enquanto o USB 2.0 tem teto de 480 Mb/s, o USB 3.2 Gen 2×2 chega a 20 Gb/s. Além disso, conectar um pen drive USB 3.2 em uma porta 2.0 reduz a velocidade ao limite da entrada mais lenta. Há ainda variações de formato, com versões USB-A e USB-C.
""", [("16 GB","capacity",16*G,1,[],""),("32 GB","capacity",32*G,1,[],""),("2 TB","capacity",2*T,1,[],""),
("100 MB/s","bandwidth",100*M,1,[],""),("200 MB/s","bandwidth",200*M,1,[],""),("300 MB/s","bandwidth",300*M,1,[],""),("1.000 MB/s","bandwidth",1000*M,1,[],""),
("480 Mb/s","link_speed",480e6,1,[],""),("20 Gb/s","link_speed",20e9,1,[],"")])

doc("ko40_donga-hdd-250gb", "ko", "tune5",
 "https://donga.com/news/amp/all/20030929/7986635/1",
"""하드디스크드라이브(HDD)는 최근 수년 동안 급격한 가격 하락과 성능 개선이 이뤄졌다.
10년 전만 해도 20MB 용량의 HDD만 장만하면 남부러울 것 없었지만 최근엔 100GB 이상의 대용량 제품들도 쉽게 찾아볼 수 있게 되었다. 또 기존 HDD는 최대 전송률 133MB/s 이하의 패러렐 U-ATA 방식이 대부분이었는데 이런 성능 한계를 극복하기 위해 최근에는 150MB/s로 속도가 개선된 시리얼 ATA 방식의 제품들이 출시되고 있다. HDD 회전속도도 고가형에서만 7200rpm(분당회전수) 제품이 사용되고 보급형에서는 5400rpm 속도의 제품들이 쓰였지만 최근에는 7200rpm 제품이 주류를 이루고 있다. HDD의 데이터 접근 속도를 나타내는 액세스 타임도 서버용 SCSI 방식의 HDD에 가까운 10ms 이하로 매우 빨라졌다.
웨스턴디지탈의 WD2500JD는 250GB 용량의 HDD로 현재까지 출시된 제품들 중 최고 수준의 용량을 자랑한다. 시리얼 ATA/150모드를 지원하며 버퍼 용량 8MB, 회전속도 7200rpm, 액세스 타임은 8.9ms이다. 가격은 40만원 중반대로 비교적 높은 편. 소음이 30dB로 타사 제품보다는 좀 심한 게 단점. 시큐어 시리얼 ATA(Secure SATA) 기능은 장점이다.
히타치의 Deskstar180GXP는 250GB의 대용량 HDD로 패러렐 U-ATA/100 모드를 지원한다. 버퍼 용량 8MB, 회전속도는 7200rpm이며 액세스 타임이 8.5ms로 빠른 편이다. 가격은 40만원 중반대.
삼성전자의 HDD SP1614N은 160GB 용량의 제품으로 패러렐 U-ATA/133 방식의 제품이다. 역시 7200rpm의 회전속도에 8MB 버퍼 용량과 8.9ms의 액세스 타임을 가지고 있으며 10만원 후반대.
맥스터의 DiamondMax Plus 9-ST는 120GB 용량의 HDD이다. 회전속도는 7200rpm이며 버퍼는 8MB가 내장되어 있다. 액세스 타임은 9ms로 다소 느리지만 빠른 시리얼 ATA/150의 전송 모드를 지
""", [("20MB","capacity",20*M,1,[],""),("100GB","capacity",100*G,1,[],""),("133MB/s","bandwidth",133*M,1,[],""),
("150MB/s","bandwidth",150*M,1,[],""),("10ms","latency",0.01,1,[],"access time"),("250GB","capacity",250*G,1,[],""),("8MB","capacity",8*M,1,[],"buffer"),
("8.9ms","latency",0.0089,1,[],""),("250GB","capacity",250*G,2,[],""),("8MB","capacity",8*M,2,[],""),("8.5ms","latency",0.0085,1,[],""),
("160GB","capacity",160*G,1,[],""),("8MB","capacity",8*M,3,[],""),("8.9ms","latency",0.0089,2,[],""),("120GB","capacity",120*G,1,[],""),
("8MB","capacity",8*M,4,[],""),("9ms","latency",0.009,"9ms로",[],"'9ms로' (the string also occurs inside 8.9ms)")])

doc("ko41_jaekang-external-ssd", "ko", "check5",
 "https://jaekang.us/?p=2433",
"""요즘은 클라우드에 대부분의 파일을 올려놓고 언제 어디서든 사용할 수 있기 때문에, 전과 같이 휴대용 USB flash drive를 사용할 일이 적다. 크기가 엄지 손가락 만해서 thumb dirve라고도 부른다. 그래도 인터넷 접속이 없거나 남의 컴퓨터에 로그인 하기 귀찮을 때는 여전히 USB 드라이브를 사용할 때가 가끔 있다.

그러나 USB 드라이브는 3.0 버전(파란색)이라고 하더라도 읽기 쓰기 속도가 상당히 느리다. 그러면 usb로 연결하는 외장 하드의 속도는 어떨까? 외장하드도 뜯어보면 2.5인치 HDD 제품이 있고, SSD제품이 있다. 물론 같은 용량이라면 속도가 빠른 SSD제품이 비싸다.
2024년 현재 쓸만한 SSD 외장하드는 (최대 속도와 용량에 따라 천차만별이지만) 대략 $200 정도 보면 되겠다 (삼성 T9- 2TB 용량, 2,000 MB/s 읽기 쓰기 속도). 약간 속도가 떨어지는 삼성 T7-2TB (1,000 MB/s)은 $160 정도에 구매할 수 있다.

여기서 한 가지 혼동하지 말것은, Mbps라는 단위와 MB/s이라는 단위이다. bps는 bits per second로 초당 비트 수를 말한다. 이것은 원래 통신 속도의 단위로 1초 간에 송수신할 수 있는 비트 수를 표시하는 목적이다. 반면에, b/s는 byte per second로 초당 바이트의 수를 말한다. 1 Byte/s = 8 bps이기 때문에 bps를 8로 나누어야 B/s단위로 환산이 된다.
그것도 계산하기 귀찮으면 여기 환산기 를 사용하면 된다.
그럼 NVMe memory와 enclosure를 구매해서 직접 제작하면 얼마나 들까? 그리고 실제 전송 속도는 얼마나 나올까?
이론상으로 2 TB NVMe 메모리 (20024년 기준 $92)와 20 Gbps를 지원하는 제품($32)을 구매하면 $124로 2,000 MB/s 내외의 읽기 쓰기 속도를 구현할 수 있다.
단 케이스를 구입할 때, USB 3.2 Gen 2×2 (20 Gbps) 혹은 PCIe 3.0 x4 (=PCIe 2.0 x8)의 속도를 지원
""", [("2TB","capacity",2*T,1,[],""),("2,000 MB/s","bandwidth",2000*M,1,[],""),("2TB","capacity",2*T,2,["name"],"'삼성 T7-2TB'"),
("1,000 MB/s","bandwidth",1000*M,1,[],""),("1초","duration",1,1,[],"in a unit definition"),("1 Byte/s","bandwidth",1,1,[],"unit definition '1 Byte/s = 8 bps'"),
("8 bps","link_speed",8,1,[],"unit definition"),("2 TB","capacity",2*T,1,[],""),("20 Gbps","link_speed",20e9,1,[],""),("2,000 MB/s","bandwidth",2000*M,2,[],""),
("20 Gbps","link_speed",20e9,2,[],"")])

doc("zh40_yongjin360-usb32-portable", "zh", "tune5",
 "http://www.yongjin360.com/news/236314",
"""移动硬盘如何借力USB3.2实现“飞一般”的传输速度?
你有没有这样的经历:拷贝一个10GB的4K视频,看着进度条缓慢爬行,一杯咖啡都喝完了还没传完?或者想把旧电脑的数据迁移到新设备,结果等了一个小时才完成……这些令人抓狂的场景,其实背后都有一个共同元凶——数据传输接口太慢了。
而今天,我们手里的移动硬盘早已不是当年那个“龟速U盘”。随着USB3.2 接口的普及,尤其是搭配 NVMe 固态硬盘使用时,它已经能跑出接近内置SSD的速度。那么问题来了:USB3.2 真的能让移动硬盘快到飞起吗?它是怎么做到的?我们又该如何选、怎么用才能发挥它的全部实力?
这篇文章不讲术语堆砌,也不甩参数表,咱们就从实际体验出发,一步步拆解 USB3.2 是如何让移动硬盘脱胎换骨的。
为什么老接口扛不住现在的文件?
先说个现实:我们现在生成和处理的数据,比十年前大太多了。
- 一段5分钟的4K视频,轻松突破10GB;
- 一款现代游戏(比如《赛博朋克2077》),安装包超过150GB;
- 设计师的一份PSD工程文件,也可能有几GB。
而在这些需求面前,传统的USB 2.0或早期的USB 3.0显得力不从心:
| 接口类型 | 理论速率 | 实际写入速度 | 拷贝10GB所需时间 |
|---|---|---|---|
| USB 2.0 | 480 Mbps | ~35 MB/s | 超过4分钟 |
| USB 3.0 | 5 Gbps | ~450 MB/s | 约25秒 |
| USB3.2 Gen 2 | 10 Gbps | ~1.1 GB/s | 不到10秒! |
看到差距了吗?同样是插在电脑上,一条线可能让你等半分钟,另一条只需喝口水的时间就搞定了。
这背后的功臣,就是USB3.2—— 不是简单的“升级版USB”,而是一次真正意义上的性能跃迁。
USB3.2 到底是什么?别被名字搞糊涂了
说实话,USB的命名体系一度让人头大。什么 USB 3.0、3.1、3.2 Gen 1/Gen 2x2……简直像在玩猜谜游戏。但别担心,我们只关心对你有用的那部分。
目前市面上绝大多数
""", [("10GB","capacity",10*G,1,[],""),("一个小时","duration",3600,1,["spelled_out"],"'等了一个小时'"),("5分钟","duration",300,1,[],""),
("10GB","capacity",10*G,2,[],""),("150GB","capacity",150*G,1,[],""),("10GB","capacity",10*G,3,[],"table header '拷贝10GB所需时间'"),
("480 Mbps","link_speed",480e6,1,[],""),("35 MB/s","bandwidth",35*M,1,[],"'~35 MB/s'"),("4分钟","duration",240,1,[],"'超过4分钟'"),
("5 Gbps","link_speed",5e9,1,[],""),("450 MB/s","bandwidth",450*M,1,[],""),("25秒","duration",25,1,[],""),
("10 Gbps","link_speed",10e9,1,[],""),("1.1 GB/s","bandwidth",1.1*G,1,[],""),("10秒","duration",10,1,[],"'不到10秒'"),
("半分钟","duration",30,1,["spelled_out"],"'等半分钟' half a minute")])

doc("zh41_mzph-usb30-31-32", "zh", "check5",
 "http://www.mzph.cn/news/1175555.shtml",
"""超详细版对比USB 3.0 3.1 3.2在移动硬盘中的实际表现

为什么你的移动硬盘跑不满标称速度?一文看懂USB 3.0、3.1、3.2的真实差距

你有没有遇到过这种情况:花大价钱买了个“高速NVMe移动固态硬盘”,包装上赫然写着“传输速度高达2000MB/s”,结果插上电脑一测,读写连1000都不到?更离谱的是,换一台电脑又正常了——问题到底出在哪?

答案往往藏在那个不起眼的USB接口版本和一堆让人头大的命名规则里。USB 3.0、3.1、3.2……听起来像是每年升级一次的小迭代,实则背后是带宽翻倍、协议重构、物理接口革命的大变局。

今天我们就来彻底拆解这三代USB标准在移动硬盘中的真实表现,不讲虚的,只看实际能跑多快、为什么达不到、怎么选才不吃亏


USB 3.0:不是老古董,而是大多数人的现实起点

别看现在都在吹20Gbps,其实直到今天,仍有大量笔记本和台式机主板只原生支持USB 3.0(即5Gbps)。所以搞清楚它,是你判断设备性能的第一步。

它到底有多快?

  • 理论带宽:5 Gbps
  • 实际可用:约480 Mbps编码开销 → 换算成文件传输就是≈500 MB/s
  • 典型接口:蓝色Type-A口或Micro-B(少见)

这个速度对传统机械硬盘来说已经绰绰有余。毕竟一块5400转的2.5寸HDD连续读取也就100~160MB/s,再快也没用。

但如果你买的是SSD移动盘,那就要注意了:能不能跑到400MB/s以上,直接检验这块盘是不是“真USB 3.0”

✅ 实测参考:西部数据My Passport SSD,在USB 3.0接口下顺序读取可达420MB/s,接近极限。

哪些地方容易踩坑?

  1. 线材偷工减料
    很多厂商为了省钱,配的线只有单屏蔽甚至无屏蔽,高频信号衰减严重,实测可能掉到300MB/s以下。

  2. 主机端口降速
    插在一个共享控制器的Hub后面?或者用了延长线?都有可能导致链路协商失败,自动回落到USB 2.0模式(480Mbps),速度
""", [("2000MB/s","bandwidth",2000*M,1,[],""),("1000","bandwidth",1000*M,"1000都不到",["unit_elsewhere"],"'读写连1000都不到'"),
("20Gbps","link_speed",20e9,1,[],""),("5Gbps","link_speed",5e9,1,[],""),("5 Gbps","link_speed",5e9,1,[],""),("480 Mbps","link_speed",480e6,1,[],""),
("500 MB/s","bandwidth",500*M,1,[],""),("100","bandwidth",100*M,"100~160",["unit_elsewhere"],"'100~160MB/s'"),("160MB/s","bandwidth",160*M,1,[],""),
("400MB/s","bandwidth",400*M,1,[],""),("420MB/s","bandwidth",420*M,1,[],""),("300MB/s","bandwidth",300*M,1,[],""),("480Mbps","link_speed",480e6,1,[],"")])

doc("en40_rackarbiatch-external-ssd", "en", "tune5",
 "https://rackarbiatch.com/entry/29-external-ssd-review-super-fast-storage-devices-with-usb-connection/",
"""External SSD Review: Super fast storage devices with USB connection

Carrying tens of gigabytes of data around? A job for an external SSD: small, fast and affordable. Which one can do that best, says the test! The days when external SSD were a luxury item for technology fans are long gone. This is also shown by the 18 test candidates: An SSD with 500 gigabytes of storage space is available from 60 euros, with 1 terabyte from 110 euros. That is enough for many users and they can look forward to much more speed and significantly less weight an external SSD is now much better than an external hard drive (HDD).

External SSD are super fast storage
USB has established itself as the connection for external SSD currently there are still three connection variants: Type A, B or C. Type C is becoming a universal connection, because the socket is smaller, twist-proof and offers more technical options, such as the Thunderbolt Technology to be installed. Currently only a few expensive professional models like the Samsung X5 use this. In addition, the USB port should have enough speed so that it does not slow down the SSD.


Be careful: USB technology is important
Three different fast variants of the USB standard are currently used for external SSD with a USB socket:

  1. USB 3.1 Gen1 / USB 3.2 Gen1: The data runs at a maximum of 5 gigabits per second (Gbps). This means that up to 600 megabytes per second can be transferred.
  2. USB 3.1 Gen2 / USB 3.2 Gen2: Doubles the speed up to 10 Gbps. This makes up to 1.2 gigabytes per second possible.
  3. USB 3.2 Gen2: The data flows at a maximum of 20 Gbps. Up to 2.4 gigabytes per second can be transferred.
""", [("500 gigabytes","capacity",500*G,1,[],""),("1 terabyte","capacity",T,1,[],""),
("5 gigabits per second","link_speed",5e9,1,[],""),("600 megabytes per second","bandwidth",600*M,1,[],""),("10 Gbps","link_speed",10e9,1,[],""),
("1.2 gigabytes per second","bandwidth",1.2*G,1,[],""),("20 Gbps","link_speed",20e9,1,[],""),("2.4 gigabytes per second","bandwidth",2.4*G,1,[],"")])

doc("en41_techunwrapped-toshiba-20tb", "en", "check5",
 "https://techunwrapped.com/hard-drives-refuse-to-die-toshiba-launches-a-20-tb/",
"""Hard drives refuse to die, Toshiba launches a 20 TB

The market for mechanical hard drives is moribund, with sales falling year after year. Despite this trend, hard drive manufacturers continue to develop new, higher-capacity drives. Toshiba just announced his new hdd of the MG10 range, which has a 20TB capacity.

Mechanical hard disk drives or HDDs have been relegated to the business segment and for mass storage in NAS. But they are also losing steam in these markets with the arrival of higher capacity SSDs, among other factors. So we don’t know how long HDDs will last, but for now, they refuse to go away.

Toshiba announces its 20TB mechanical hard drive

Although the market for these storage units is declining, solutions continue to be launched. WesternDigital does as one year launch their units 20TB Y Seagate I throw them in March of this year. Toshiba, therefore, lags quite a bit behind its competitors when it comes to 20 TB HDDs.

Regarding the specifications, this unit is based on 10 x 2TB disks capacity each, turning at 7200 RPM. The internal chamber is helium, which offers less resistance and friction than air and allows the space between the discs to be reduced. These units arrive with SAS interface 12 Gbps or SATA 3 interface 6 Gbps, to meet all customer needs.

Maintains a disk-like surface conventional magnetic recording (CMR). To increase capacity, this technology is combined with flow-controlled microwave-assisted magnetic recording (FC-MAMR).

On performance, these units will have a 512MB cache to improve performance. Thanks to this you can get a Transfer speed continuous maximum of 281MB/s We must say that SATA SSDs usually offer speeds of 500 MB/s, which is almost double.

These units will begin to be available for the business sector in this last quarter of the year. Although they will reach the general market, they will take a long time. To say that these drives offer a 5-year warranty with an annual write capacity of 550TB. Also note that Tosh
""", [("20 TB","capacity",20*T,1,[],""),("20TB","capacity",20*T,1,[],""),("20TB","capacity",20*T,2,[],""),
("20TB","capacity",20*T,3,[],""),("20 TB","capacity",20*T,2,[],""),("2TB","capacity",2*T,1,[],"'10 x 2TB disks'"),("12 Gbps","link_speed",12e9,1,[],""),
("6 Gbps","link_speed",6e9,1,[],""),("512MB","capacity",512*M,1,[],"cache"),("281MB/s","bandwidth",281*M,1,[],""),("500 MB/s","bandwidth",500*M,1,[],""),
("5-year","duration",5*Y,1,[],"warranty"),("550TB","endurance",550*T,1,[],"annual write workload rating")])

