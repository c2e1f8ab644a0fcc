# tune6/check6: fresh real text, 4 articles each in fr, it, nl (two per language in each half). Texts are the `search` tool's
# stored excerpts (corpus "pages"; a leading " date YYYY-MM " stamp dropped), cut at paragraph boundaries or where the stored
# excerpt ends; each passed held_out_check.py. check6 is only scored. Percentages, rpm, prices, years, temperatures, block sizes,
# form factors, interface versions, speed classes and counts are left out, as in spec1-6. Most sites were not in SOURCES.md
# before; pressreader.com, tomshw.it, ilsoftware.it and tweakers.net were, with other articles.
Y = 365*86400

doc("fr50_selectos-microsd", "fr", "tune6",
 "https://selectos.eu/meilleure-carte-micro-sd/",
"""Samsung PRO Endurance (128 Go)
Cette carte Micro SD se démarque par sa vitesse d’écriture moyenne très élevée. Elle s’adresse aux personnes qui doivent filmer en continu.
À première vue, ce modèle est en retrait par rapport à la concurrence. Sa vitesse de lecture ne peut grimper qu’à 100 Mo/s selon la marque, et sa vitesse d’écriture à 40 Mo/s. Cependant, elle se démarque par sa vitesse d’écriture moyenne.
Selon le constructeur, elle peut encaisser jusqu’à 5 années d’enregistrement en continu (soit 70 000 heures). Elle s’adresse donc aux personnes qui possèdent une dashcam, une caméra professionnelle ou encore une action cam.
Durant nos tests, nous avons réussi à atteindre 35 Mo/s en écriture et 120 Mo/s en lecture avec un vieux Chromebook (2018). Avec un MacBook Air M1, les valeurs ont été de 55 Mo/s en écriture et 75 Mo/s en lecture en utilisant, cette fois, l’adaptateur SD fourni. Nous avons donc parfois obtenu de meilleurs résultats que ceux annoncés par la marque au départ.
Grâce à sa classe V30, cette carte peut prendre en charge la 4K et le Full HD. De plus, la marque renseigne qu’elle peut fonctionner quand les températures sont comprises entre -25 et 85°C. Ça permet donc de l’utiliser aussi bien aux sports d’hiver que dans le désert.
Ce modèle peu cher a tout de même de belles caractéristiques techniques, notamment ses classes U3 et V30 qui garantissent des vitesses minimales de 30 Mo/s.Amazon Basics LSMICRO128GU3 (128 Go)
Cette carte micro SD offre de bonnes surprises au regard de son petit prix. Elle dispose de bonnes classes, d’une très haute résistance aux chocs et aux températures (de -10°C à 80°C), et d’une certification IPX6 la protégeant des projections d’eau venant de toutes directions. En plus de ça, elle a le standard A2 dont peu de cartes d’entrée de gamme bénéficient.
""", [("128 Go","capacity",128*G,1,[],""),("100 Mo/s","bandwidth",100*M,1,[],"rated read"),("40 Mo/s","bandwidth",40*M,1,[],"rated write"),
("5 années","duration",5*Y,1,[],"continuous recording endurance"),("70 000 heures","duration",70000*3600,1,[],"space group"),
("35 Mo/s","bandwidth",35*M,1,[],""),("120 Mo/s","bandwidth",120*M,1,[],""),("55 Mo/s","bandwidth",55*M,1,[],""),("75 Mo/s","bandwidth",75*M,1,[],""),
("30 Mo/s","bandwidth",30*M,1,[],"'30 Mo/s.Amazon' (no space after the full stop)"),("128 Go","capacity",128*G,2,[],"")])

doc("fr51_techadvisor-pny-microsd", "fr", "tune6",
 "https://www.techadvisor.com/article/1489256/les-meilleures-cartes-microsd.html",
"""Depuis quelques années, les cartes microSD sont utilisées sur de nombreux appareils. Il en existe différents modèles, compatibles avec les smartphones, ordinateurs, dashcams ou encore les caméras embarquées. En effet, certaines sont optimisées pour l’enregistrement de vidéos à haute résolution, d’autres pour l’exécution d’applications et l’accès à de petits fichiers.
Pour comprendre leurs dissemblances, nous vous expliquons leurs caractéristiques techniques, à quoi correspondent leurs sigles et comment choisir la microSD qui répond à vos besoins.
Ainsi, vous aurez plus de facilité à sélectionner l’une de celles présentent dans notre banc d’essai.
Quelle carte microSD acheter ?
Privilégiez les marques connues proposant une garantie, nous pensons à Samsung, SanDisk, Lexar, Kingston, Integral, entre autres.
Les cartes microSD contrefaites et falsifiées se multiplient, alors assurez-vous de passer par des sites de confiance et évitez les plateformes de seconde main comme eBay et Le Boncoin.
Référez-vous à notre guide d’achat pour comprendre le monde des cartes microSD et choisir celle qui vous convient le mieux.
1. PNY Pro Elite – La meilleure dans tous les domaines

La microSD Pro Elite de PNY est polyvalente avec une vitesse de lecture de 100 Mo/s et d’écriture de 60 Mo/s. Elle est disponible en 32, 64, 128, 256, 512 Go et 1 To, et ses caractéristiques varient.
En revanche, qu’importe votre choix, chaque version est classifiée 10/U3 pour la vitesse, soit un transfert et partage rapide de votre contenu. Cela vous permet ainsi de réaliser de magnifiques vidéos avec une résolution de pointe.
Dans le détail, la 128 Go a montré de très bons résultats avec 12,4 Mo/s en lecture et 5,3 Mo/s en écriture.
Si vous avez besoin d’une carte microSD pour votre smartphone, GoPro ou dashcam alors la PNY Pro Elite est un produit à l’excellent rapport qualité/prix.
""", [("100 Mo/s","bandwidth",100*M,1,[],""),("60 Mo/s","bandwidth",60*M,1,[],""),
("32","capacity",32*G,"32, 64",["unit_elsewhere"],"'32, 64, 128, 256, 512 Go'"),("64","capacity",64*G,"64, 128",["unit_elsewhere"],""),
("128","capacity",128*G,"128, 256",["unit_elsewhere"],""),("256","capacity",256*G,"256, 512",["unit_elsewhere"],""),("512 Go","capacity",512*G,1,[],""),
("1 To","capacity",T,1,[],""),("128 Go","capacity",128*G,1,[],"'la 128 Go'"),("12,4 Mo/s","bandwidth",12.4*M,1,[],"decimal comma"),("5,3 Mo/s","bandwidth",5.3*M,1,[],"")])

doc("fr52_1st4pat-meilleures-microsd", "fr", "check6",
 "https://fr.1st4pat.com/blog/the-best-microsd-cards-in-2023.htm",
"""Les meilleures cartes microSD en 2023

Blog

MaisonMaison / Blog / Les meilleures cartes microSD en 2023

Aug 20, 2023

Les meilleures cartes microSD en 2023

Si vous souhaitez ajouter de l'espace de stockage à une Nintendo Switch, GoPro ou Raspberry Pi,

Si vous souhaitez ajouter de l'espace de stockage à une Nintendo Switch, GoPro ou Raspberry Pi, vous avez besoin d'une carte microSD. Mais alors que plusieurs cartes seront assez rapides pour la plupart des cas d'utilisation, certaines options peu coûteuses fonctionneront mieux que d'autres. Pour vous aider à trouver un booster de stockage fiable, nous avons récemment soumis une douzaine de cartes microSD à une série de tests de référence.

La première chose à déterminer lors de l'achat d'une carte microSD est l'espace dont vous avez besoin. Les cartes modernes sont généralement disponibles dans des tailles allant de 32 Go à 512 Go, tandis qu'une poignée propose également des modèles de 1 To. Les cartes de 2 To sont théoriquement possibles mais encore au stade de prototype.

Pour la plupart, un modèle de 128 Go ou 256 Go devrait être le juste milieu entre le prix et la capacité. Mais si vous avez besoin de plus d'espace - par exemple, pour stocker un tas de jeux sur un Steam Deck - une carte de 512 Go pourrait avoir plus de sens et offre souvent un meilleur rapport coût par Go. De nos jours, vous pouvez trouver une carte décente de 128 Go pour environ 15 $ ou moins, une carte décente de 256 Go pour moins de 30 $ et (avec les ventes) une carte décente de 512 Go peut coûter aussi peu que 40 $ (bien que la plupart coûtent plus près de 50 $ ou 60 $). Il y a une augmentation plus marquée lorsque vous montez à des cartes de 1 To, qui coûtent généralement environ 100 $.
""", [("32 Go","capacity",32*G,1,[],""),("512 Go","capacity",512*G,1,[],""),("1 To","capacity",T,1,[],""),("2 To","capacity",2*T,1,[],""),
("128 Go","capacity",128*G,1,[],""),("256 Go","capacity",256*G,1,[],""),("512 Go","capacity",512*G,2,[],""),("128 Go","capacity",128*G,2,[],""),
("256 Go","capacity",256*G,2,[],""),("512 Go","capacity",512*G,3,[],""),("1 To","capacity",T,2,[],"")])

doc("fr53_cartesd-benchmark-microsd", "fr", "check6",
 "https://www.cartesd.com/carte-micro-sd-benchmark-guide-complet-des-tests-et-performances-2025",
"""Dans l’écosystème numérique moderne, les cartes micro SD sont devenues des composants critiques pour smartphones, appareils photo, consoles de jeu et caméras d’action. Mais face à la prolifération de modèles aux spécifications variées, comment distinguer les vraies performances des simples promesses marketing ? Ce guide exhaustif vous accompagne dans l’univers des benchmarks de cartes micro SD, dévoilant les tests réels, les meilleures pratiques de mesure, et les modèles qui dominent véritablement le marché en 2025.

Comprendre les benchmarks de cartes micro SD

Pourquoi benchmarker vos cartes micro SD ?

Détecter les contrefaçons : Le marché regorge de fausses cartes SD. Les benchmarks révèlent immédiatement les écarts entre spécifications annoncées et performances réelles.

Optimiser vos usages : Selon votre matériel (GoPro 4K, smartphone gaming, appareil photo professionnel), les besoins diffèrent drastiquement. Les tests permettent le choix optimal.

Valider vos investissements : Une carte micro SD coûte de 10€ à 200€. Les benchmarks garantissent que vos performances correspondent à votre budget.

Anticiper les pannes : La surveillance régulière des performances détecte l’usure prématurée et évite la perte de données critiques.

Types de tests de performance

Vitesse séquentielle : Lecture/écriture de gros fichiers continus (vidéos 4K, photos RAW)

  • Lecture séquentielle : 20-280 Mo/s selon les modèles
  • Écriture séquentielle : 10-160 Mo/s selon les modèles

Vitesse aléatoire : Accès à de petits fichiers dispersés (applications, base de données)

  • IOPS lecture : 500-4000 opérations/seconde
  • IOPS écriture : 100-2000 opérations/seconde

Test de capacité réelle : Vérification de l’espace utilisable vs annoncé

  • Capacité marketing : 64 Go, 128 Go, 256 Go…
  • Capacité réelle : Généralement 5-8% inférieure
""", [("20","bandwidth",20*M,"20-280",["unit_elsewhere"],"'20-280 Mo/s'"),("280 Mo/s","bandwidth",280*M,1,[],""),
("10","bandwidth",10*M,"10-160",["unit_elsewhere"],"'10-160 Mo/s'"),("160 Mo/s","bandwidth",160*M,1,[],""),
("500","iops",500,"500-4000",["unit_elsewhere"],"'IOPS lecture : 500-4000 opérations/seconde'"),("4000 opérations/seconde","iops",4000,1,["spelled_out"],""),
("100","iops",100,"100-2000",["unit_elsewhere"],""),("2000 opérations/seconde","iops",2000,1,["spelled_out"],""),
("64 Go","capacity",64*G,1,[],""),("128 Go","capacity",128*G,1,[],""),("256 Go","capacity",256*G,1,[],"")])

doc("it50_routerloginnnet-microsd-test", "it", "tune6",
 "https://routerloginnnet.net/?p=328",
"""Le schede di memoria sono di diversi produttori, ma Samsung, SanDisk e Kingston sono le più diffuse. Pertanto, si è deciso di testare le schede di questi produttori. Tuttavia, esistevano schede con capacità diverse: da 128 a 512 gigabyte. Ma anche con questa differenza il confronto tra le schede sarà abbastanza corretto, perché solo le loro capacità differiscono, e indicatori come la velocità di lettura e scrittura sono praticamente simili. Tuttavia, vale la pena notare che le schede Kingston sono più economiche di quelle SanDisk e Samsung con specifiche simili.
Tutte le schede hanno una velocità di lettura richiesta dal produttore di 100 MB/s, mentre la confezione della scheda Samsung indica una velocità di scrittura di 90 MB/s. Inoltre, le schede Samsung Evo Plus e Kingston Canvas Select Plus sono indicate dal produttore come U3 V30 e la scheda SanDisk Ultra come U1 V10.
Tutte e tre le schede sono vendute in una confezione di plastica standard di tipo blister, completa di scheda di memoria + adattatore. La confezione contiene le specifiche di base del prodotto e la scheda SanDisk ha anche un codice nascosto che ne garantisce l’autenticità.
La qualità degli adattatori è leggermente diversa. Samsung ha la qualità più elevata, seguita da SanDisk e Kingston.
Le schede di memoria sono state testate su un computer portatile Lenovo Legion 7 e su uno smartphone Motorola Moto G100 utilizzando i seguenti software: CrystalDiskMark v8.0 (Windows 10), ATTO Disk Benchmark v4.01 (Windows 10), Flash Memory Toolkit v2.01 (Windows 10) e SD Card Test v1.9 (Android 12). I file system predefiniti sono memorizzati sulle schede.
Confrontando la capacità effettiva delle schede con quella dichiarata, la scheda Kingston ha mostrato 461 gigabyte mentre avrebbe dovuto mostrare 476 gigabyte.
Quando si testa il parametro della velocità di scrittura, le schede Samsung e Kingston si sono comportate in linea con la loro classe U3 V30. La scheda SanDisk ha ottenuto risultati peg""",
 [("128","capacity",128*G,"128 a 512",["unit_elsewhere"],"'da 128 a 512 gigabyte'"),("512 gigabyte","capacity",512*G,1,["spelled_out"],""),
("100 MB/s","bandwidth",100*M,1,[],""),("90 MB/s","bandwidth",90*M,1,[],""),("461 gigabyte","capacity",461*G,1,["spelled_out"],"formatted capacity shown"),
("476 gigabyte","capacity",476*G,1,["spelled_out"],"")])

doc("it51_tomshw-31-chiavette-usb3", "it", "tune6",
 "https://www.tomshw.it/hardware/31-chiavette-usb-3-0-alla-prova-qual-e-la-migliore/il-vincitore-sandisk-extreme/",
"""Il vincitore: SanDisk Extreme

Abbiamo provato 31 chiavette USB 3.0 per capire qual è la più veloce. Non tutte si comportano infatti allo stesso modo.

Avatar di Tom's Hardware

a cura di Tom's Hardware

Il vincitore: SanDisk Extreme

I modelli USB 3.0 attuali mostrano che le ultime proposte offrono prestazioni incredibili in dimensioni ridotte. Dovete comunque stare attenti: non tutte le chiavette tengono fede alle promesse insite nella più veloce interfaccia. Le prestazioni di una chiavetta USB 3.0 moderna possono spaziare dalle prestazioni tipiche della precedente generazione - circa 35 MB/s - a quasi 10 volte quel numero.

Insomma, se un produttore incolla il marchio USB 3.0 sulla chiavetta non vuol dire che il prodotto offrirà prestazioni al massimo del potenziale offerto dall'interfaccia. I nostri test lo hanno chiarito in modo fin troppo evidente. Ogni chiavetta mostra prestazioni molto differenti.

I risultati in lettura e scrittura sequenziale sono un buon esempio. La Toshiba TransMemory-EX 32 GB, che supera qualsiasi hard disk con i suoi 310,1 MB/s, è un mondo a parte rispetto alla Patriot Supersonic Boost XT che delude con 36,6 MB/s - che essenzialmente è una chiavetta USB 2.0 molto veloce. Le altre chiavette USB 3.0 che abbiamo provato ricadono all'interno di questi due estremi.

SanDisk Extreme

Dobbiamo trarre comunque una conclusione, e soprattutto arrivare a una raccomandazione: noi consigliamo la Extreme di SanDisk. Questa soluzione offre prestazioni eccellenti in lettura e scrittura lungo tutti i nostri benchmark. Di conseguenza, tra i 31 contendenti, si merita senza troppe incertezze la nostra onorificenza "Elite". Il modello da 64 GB è disponibile a 71 euro. A quel prezzo avrete una soluzione trasportabile, con una buona capienza e più veloce di un hard disk meccanico.
""", [("35 MB/s","bandwidth",35*M,1,[],"'circa 35 MB/s'"),("32 GB","capacity",32*G,1,["name"],"'Toshiba TransMemory-EX 32 GB'"),
("310,1 MB/s","bandwidth",310.1*M,1,[],"decimal comma"),("36,6 MB/s","bandwidth",36.6*M,1,[],""),("64 GB","capacity",64*G,1,[],"")])

doc("it52_ilsoftware-chiave-usb-hdtune", "it", "check6",
 "https://ilsoftware.it/focus/verificare-le-performance-di-una-chiave-usb_4487",
"""La maggiore novità dello standard USB 2.0 (rilasciato nel mese di Aprile 2000) consiste nella velocità di trasferimento dati portata al valore di 480 Mbit/s (60 MB/s; USB 1.x garantiva 1,5 Mbit/s in “low speed” e 12 Mbit/s in “high speed”). Una chiavetta USB 2.0 che si trova in commercio normalmente offre velocità di trasferimento dati comprese tra 15 e 30 MB/sec.
In Rete si trovano pochi dati, aggiornati, circa le prestazioni garantite dalle varie chiavette USB disponibili sul mercato. Ciò è anche da mettersi in correlazione con la vastissima scelta di “penne USB” reperibili in Internet o presso qualsiasi rivenditore.
Se avete a disposizione una o più chiavette USB e desiderate verificare autonomamente quali siano le reali prestazioni durante il trasferimento dei dati, potete ricorrere a HD Tune, un programma gratuito che permette di ottenere una serie di dati non solo sui dischi fissi ma anche sulle unità rimovibili.
""", [("480 Mbit/s","link_speed",480e6,1,[],""),("60 MB/s","bandwidth",60*M,1,[],""),("1,5 Mbit/s","link_speed",1.5e6,1,[],""),
("12 Mbit/s","link_speed",12e6,1,[],""),("15","bandwidth",15*M,"15 e 30",["unit_elsewhere"],"'tra 15 e 30 MB/sec'"),("30 MB/sec","bandwidth",30*M,1,[],"")])

doc("it53_digitalworlditalia-nvme-m2-sata", "it", "check6",
 "https://digitalworlditalia.it/hardware/nvme-vs-m-2-vs-sata-ssd-quali-sono-le-differenze-142470",
"""NVMe, M.2 e SATA SSD: quali sono le differenze?
Le unità a stato solido sono universalmente più veloci delle unità disco rigido della vecchia scuola, ma non tutti gli SSD sono uguali. Sono infatti disponibili in diverse forme e dimensioni, hanno velocità di punta differenti e, come potete immaginare, a essere diversi sono anche i prezzi.
Diventa così importante capire che tipo di SSD vi accingete ad acquistare separatamente o vi troverete all’interno di un desktop o laptop. Per semplificare la scelta, abbiamo creato questo rapido vademecum, riportando le differenze tra i diversi standard chiave per far capire, in meno tempo possibile, come sia diversificato oggi il mercato degli SSD
Differenze chiave tra SSD NVMe, M.2 e SATA
Tipo di interfaccia
Gli SSD possono utilizzare un’interfaccia NVMe o SATA come metodo per comunicare con il resto del PC; l’interfaccia SATA è più lenta della NVMe. M.2, d’altra parte, è in realtà un tipo di form-factor e infatti potete trovare sia SSD NVMe M.2, sia SSD SATA M.2.
A volte le pubblicità utilizzano la sigla SSD M.2 per indicare un’unità NVMe e SSD SATA per indicare la presenza di un’unità SSD con form-factor da 2,5 pollici. Per questo motivo, non prendete tali sigle alla lettera. Guardate invece le specifiche tecniche per capire la velocità approssimativa dell’unità storage di un laptop o un desktop.
Velocità
Le unità NVMe sono più veloci delle unità SATA e questo vale anche se entrambi gli SSD hanno un form-factor M.2. Le velocità di trasferimento dipendono innanzitutto dalla generazione di connettore PCIe utilizzata dall’unità NVMe, quindi dal singolo modello.
Attualmente, la velocità massima per un SSD NVMe PCIe 3.0 (aka Gen 3) è fino a 3.500 MB al secondo, mentre un SSD NVMe PCIe 4.0 (aka Gen 4) può raggiungere fino a 7.500 MB al secondo. I produttori di solito elencano le velocità teoriche da aspettarsi da un particolare modello, che potete poi verificare controllando i risultati di benc""",
 [("3.500 MB al secondo","bandwidth",3500*M,1,["spelled_out"],"dot grouping"),("7.500 MB al secondo","bandwidth",7500*M,1,["spelled_out"],"")])

doc("nl50_pressreader-ct-a1-microsd", "nl", "tune6",
 "http://www.pressreader.com/netherlands/ct-magazine/20170620/282003262426823",
"""C’t Magazine

App-geheugen

MicroSD-kaarten als geheugenuitbreiding

- Lutz Labs

Met MicroSD-kaarten volgens de A1-speci icatie moeten Androidapps sneller opstarten. Maar ook geheugenkaarten zonder A1-label zijn snel genoeg.

Bij veel Android-smartphones kun je de opslagruimte handig uitbreiden met een geheugenkaartje. Bij nieuwere Android-versies is de opslagruimte van het kaartje zelfs samen te voegen met het interne geheugen. Als gebruiker kun je dan niet meer bepalen waar apps terechtkomen. Een traag kaartje kan er dan voor zorgen dat apps langzaam opstarten. De SD Association heeft daarom de A1-standaard ontwikkeld, waarmee minimumsnelheden moeten worden gegarandeerd.

We testten twee A1-kaartjes – de 256 GB SanDisk Ultra Premium Edition en de 128 GB Toshiba Exceria Pro M402 – en vergeleken die met drie Samsung Evo Pluskaarten (van 64, 128 en 256 GB) zonder A1-logo. Dit zijn allemaal nieuwe typen, de Exceria konden we zelfs nog niet in de verkoop vinden. Let bij Samsungs Evo Plus (voorheen Evo+) op de modelaanduiding voor het juiste type.

Metingen

De A1-speci catie vereist niet alleen minimumschrijfen leessnelheden bij sequentiële toegang. De voor het starten van apps zo belangrijke random access moet minimaal 500 IOPS leveren bij schrijven en 1500 bij lezen, naast sequentiële snelheden van minimaal 10 MB/s.

We hebben de kaarten getest onder Windows 10 met WinSat en onder Android met AndroBench. Laatstgenoemde gaf in eerdere tests meestal vergelijkbare waarden. Bij deze test werden we verrast door een aantal hogere waarden op de smartphone, maar dat kan ook liggen aan de goede cardreader in de gebruikte Xiaomi Redmi Note 3. Verrassend was ook dat de Evo Plus-kaarten in de pc sneller konden schrijven dan lezen. In de smartphone presteerden ze wel zoals verwacht.

De kaarten haalden niet onder alle testomstandigheden de A1-speci catie. Sequentiële toegang en random lezen was geen probleem. Maar bij schrij""",
 [("256 GB","capacity",256*G,1,[],""),("128 GB","capacity",128*G,1,[],""),("64","capacity",64*G,"64, 128",["unit_elsewhere"],"'(van 64, 128 en 256 GB)'"),
("128","capacity",128*G,"128 en 256",["unit_elsewhere"],""),("256 GB","capacity",256*G,2,[],""),("500 IOPS","iops",500,1,[],"A1 minimum random write"),
("1500","iops",1500,"1500 bij",["unit_elsewhere"],"'500 IOPS leveren bij schrijven en 1500 bij lezen'"),("10 MB/s","bandwidth",10*M,1,[],"")])

doc("nl51_webwereld-fusion-drive", "nl", "tune6",
 "https://webwereld.nl/algemeen/108689-wat-je-meteen-moet-doen-met-een-fusion-drive-back-uppen",
"""Solid state drives (SSD's) zijn erg betrouwbaar, snel en hebben consistente prestaties. Ze hebben geen last van de issues die zelfs de best ontworpen traditionele magnetische schijven (HDD's) hebben, zoals negatief beïnvloed worden door blootstelling aan magnetische velden of mechanisch falen door de bewegende onderdelen van de HDD.

Hogere prijs

Het nadeel is dat flashgeheugen veel kostbaarder is per GB en de prijs van SSD's is dan ook al jaren best hoog. Bijna alle andere componenten van computers - van processoren tot werkgeheugen en beeldschermen - zijn flink gedaald qua prijs terwijl de kwaliteit jaar na jaar verbetert. SSD's volgden aanvankelijk ook die lijn, vooral op het gebied van drives met een lagere capaciteit, maar wist dat de laatste tijd niet door te zetten.

Dat komt omdat de vraag naar flashchips is toegenomen door de opkomst van mobiel, maar de prijs van de productie is ondertussen ongeveer hetzelfde gebleven. Het resultaat is dat de prijs van SSD's zelfs is gestegen. Dat betekent dat je een SSD van een terabyte zo'n 200 euro kost, maar dezelfde capaciteit van een HDD kost je rond de vijftig euro. In het geval van Apple zorgt de marge erop ervoor dat het toevoegen van een SSD van 512 GB ervoor dat je zo'n 750 euro meer betaalt.

Fusion Drive

Een manier waarop Apple besloot competitiever te kunnen zijn was met de komst van de Fusion Drive, een hybride van een HDD met een stukje SSD-opslag. Dit zes jaar geleden geïntroduceerde component heeft snelle flashchips en een langzame harde schijf (5400 rpm) aan boord. Zo kunnen de systemen snel booten en vlug apps aanspreken, terwijl de HDD voor capaciteit tegen een veel lagere kostprijs zorgt.
""", [("een terabyte","capacity",T,1,["spelled_out"],"'een SSD van een terabyte'"),("512 GB","capacity",512*G,1,[],""),
("zes jaar","duration",6*Y,1,["spelled_out"],"'Dit zes jaar geleden geïntroduceerde component'")])

doc("nl52_plusmagazine-harde-schijf-onderweg", "nl", "check6",
 "https://plusmagazine.knack.be/multimedia/een-harde-schijf-voor-onderweg/article-normal-1629523.html",
"""Zoek je een oplossing om grote hoeveelheden gegevens te bewaren en gemakkelijk overal mee naartoe te nemen? Met een externe harde schijf is dat kinderspel. Maar welk type kies je best?

Jasper, een student, heeft geen ruimte meer op zijn computer en wil meer opslag voor dagelijks gebruik. Nathalie, fotografe van beroep, wil haar duizenden foto- en videobestanden in hoge resolutie meenemen wanneer ze bij klanten op bezoek gaat. Luc, onlangs gepensioneerd, zoekt een oplossing om een back-up van al zijn persoonlijke bestanden te maken. Drie verschillende situaties, maar allemaal draaien ze om dezelfde behoefte: een externe harde schijf. Op dat toestel, dat je op de computer aansluit, kan je zowat alles bewaren: bestanden van het werk, privédocumenten, essentiële informatie, muziek, familiesouvenirs... als het maar digitaal is. Je kan al voor 50 euro een externe harde schijf op de kop tikken. Maar je vindt er ook van meer dan 1.000 euro. Voor een leek verschillen harde schijven van elkaar door hun opslagcapaciteit (250 GB, 8 TB,...) en door hun min of meer elegante vormgeving. Dat zijn echter slechts enkele aspecten om rekening mee te houden. Eigenlijk moet je, om de juiste keuze te kunnen maken, eerst nagaan waarvoor je de harde schijf voornamelijk wil gebruiken. In het voorbeeld van Nathalie, zijn de belangrijkste criteria de omvang en het gewicht. Maar let op, klein is niet noodzakelijk hetzelfde als licht, dat verschilt van geval tot geval. Nathalie koopt dus best een model van 2,5 inch, dat enkel maar een kabeltje nodig heeft om verbinding te maken met de computer: het kabeltje dient zowel voor de gegevensoverdracht als voor de stroomvoorziening van de schijf. Maar in het geval van Jasper spelen de omvang en het gewicht geen rol. Hij kan dus zonder problemen een schijf met een externe voeding kiezen - een model dat Nathalies tas onnodig zwaar zou maken. En er spele""",
 [("250 GB","capacity",250*G,1,[],""),("8 TB","capacity",8*T,1,[],"")])

doc("nl53_tweakers-drie-externe-harddisks", "nl", "check6",
 "https://tweakers.net/nieuws/23100/drie-externe-harddisks-vergeleken-thg.html",
"""Patrick Schmid en Rainer Pabst van Tom's Hardware Guide hebben drie externe harddisk onder handen genomen en hun bevindingen beschreven in een review. De drie harddisks maken gebruik van een FireWire (IEEE1394) of een USB 2.0 interface wat in beide gevallen garant staat voor een hoge doorvoersnelheid in vergelijking met de 'oude' aansluit mogelijkheden zoals USB 1.1 of parallele poorten. In het eerste deel van de review wordt bekeken wat de verschillen zijn tussen USB 2.0 en FireWire en welke van de twee op dit moment aan te raden is. De conclusie op dit punt is niet echt eenduidig: beide standaarden zijn nog niet in elke pc terug te vinden en ze zijn allebei snel. Het verschil is dat FireWire een bepaalde bandbreedte garandeert, wat dus erg geschikt is voor bijvoorbeel video- en geluidstoepassingen terwijl het met USB 2.0 altijd mogelijk is dat de datastroom wordt onderbroken om een ander apparaat die ook is aangesloten voorrang te verlenen. Daar staat tegen over dat USB 2.0 een iets hogere doorvoersnelheid kan bieden en backwards compatible is met USB 1.1 wat tegenwoordig op elke moderne pc te vinden is.
De getests harddisks zijn van Maxtor en Western Digital. Maxtor heeft twee schijven geleverd: de 3000LE en de 3000XT. De 3000LE is een USB 2.0 drive welke voorzien is van een D540X 5400rpm schijf van 120GB. De 3000XT is voorzien van een FireWire aansluiting en biedt een capaciteit van 160GB op 5400 toeren. De Western Digital is ook voorzien van een FireWire aansluiting en biedt een opslagcapaciteit van 120GB op 7200 toeren. De Western Digital produceert door zijn hoge toeren ook het meeste geluid, maar is wel de snelste van de drie. Na de diverse benchmarks en testen is de conclusie dat het alle drie goede drives zijn die goed presteren. De prestaties blijven uiteraard wel achter in vergelijking met 'normale' IDE schijven, maar zijn toch zeer acceptabel. Het enige minpunt is de hoge prijs die wordt gevraagd voor deze externe schijven:
""", [("120GB","capacity",120*G,1,[],""),("160GB","capacity",160*G,1,[],""),("120GB","capacity",120*G,2,[],"")])
