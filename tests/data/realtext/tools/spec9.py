# tune8/check8: fresh real text, 2 articles each in fr, it, nl, es, pt, pl, ru, de, en, ja (one per language in each half).
# Texts are the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM " stamp and page chrome before the
# headline or after the article, such as comment counters, dropped), cut at paragraph boundaries or where the stored excerpt
# ends; each passed held_out_check.py. check8 is only scored. Percentages, rpm, prices, years and dates, temperatures, block
# sizes, queue depths, form factors and dimensions, weights, interface and software versions, process nodes (19 nanometri),
# areal densities (330 Гбит/дюйм2), screen resolutions, encryption key lengths, part numbers (SEDC600M/960G), cycle counts,
# queue and command counts (65,536) and other counts are left out, as in spec1-8. Months are counted as a twelfth of a year,
# a year as 365 days. None of the sites was in SOURCES.md before except tweakers.net (two other articles, both in nl: no other
# Dutch site with figures turned up in the stored pages).
Y = 365*86400
H = 3600
D = 86400

doc("fr70_gillot55-nas-das-usb3", "fr", "tune8",
 "http://gillot55.free.fr/Articles/2014-11-28_Stockage_NAS_DAS_RAID_USB3_etc.html",
"""Stockage NAS, DAS, RAID, USB3, etc...


NAS ou DAS

NAS : Network Attached Storage = serveur de stockage en réseau = stockage en réseau NAS

Boîtier de stockage en réseau qui permet le partage de fichiers à travers un réseau IP relié par câbles Ethernet. En général, le NAS est configuré via une interface web.

Vitesse max théorique en Gigabit Ethernet avec cable Ethernet RJ45 catégorie 5E : 125 Mo/s.

Vitesse réelle : 20 à 85 Mo/s


DAS : Direct Attached Storage = disque dur directement connecté à l'ordinateur.

Le disque n'est accessible qu'aux ordinateurs auquel il est raccordé, le plus souvent en USB.

USB 2 : Vitesse max théorique : 60 Mo/s.

Vitesse réelle : 40 Mo/s (en lecture, et 30 Mo/s en écriture)

USB 3 : Vitesse max théorique : 600 Mo/s.

Vitesse réelle : 200 Mo/s (en lecture, et 50 Mo/s en écriture)
""", [("125 Mo/s","bandwidth",125*M,1,[],"Gigabit Ethernet ceiling; 'catégorie 5E' left out"),
("20","bandwidth",20*M,"20 à 85",["unit_elsewhere"],"'20 à 85 Mo/s'"),("85 Mo/s","bandwidth",85*M,1,[],""),
("60 Mo/s","bandwidth",60*M,1,[],"USB 2 (the real USB 2 ceiling is lower; literal value kept)"),("40 Mo/s","bandwidth",40*M,1,[],""),("30 Mo/s","bandwidth",30*M,1,[],""),
("600 Mo/s","bandwidth",600*M,1,[],""),("200 Mo/s","bandwidth",200*M,1,[],""),("50 Mo/s","bandwidth",50*M,1,[],"")])

doc("fr71_gosseyn-sandisk-ultra-dual-drive", "fr", "check8",
 "https://www.gosseyn.net/index.php/2025/06/test-de-la-cle-usb-sandisk-ultra-dual-drive-luxe",
"""Alors vous allez me dire : acheter une clé USB aujourd’hui, pourquoi faire ? Oui, c’est vrai, pourquoi ? A l’heure des disques SSD portables de grande capacité, d’internet, du wifi, a-t-on encore besoin de clés USB ? Et bé… oui, parfois. Parce que malgré tout, les SSD portables, tout le monde n’en a pas. Le wifi, c’est souvent lent pour transférer des fichiers, surtout quand ils sont nombreux ou volumineux. Internet, idem. Et puis ce n’est pas à la portée de tout le monde de savoir transférer un gros paquet de données via le réseau, d’un ordinateur à un autre ou bien même par Internet ! Notamment, je travaille sur des gros fichiers vidéo 4K, et transférer des projets de plusieurs giga-octets voir plusieurs centaines de giga-octets peut s’avérer problématique. Il me fallait donc une nouvelle clé USB étant à la fois de grande capacité et avec un débit rapide pour transférer les données.
J’ai porté mon choix sur la Sandisk Ultra Dual Drive Luxe qui est une clé USB à double interface et connecteur avec d’un côté un connecteur USB-A et de l’autre côté un connecteur USB-C, permettant de la brancher sur plusieurs générations d’ordinateurs, ceux équipés d’USB-C et ceux qui n’en sont pas équipés.

Cette clé USB, achetée sur MacWay (29 €), est de bonne facture, toute métallisée qu’elle est, compacte et fort élégante : tout pour me plaire, a priori. Elle est disponible en plusieurs capacités : 32, 64, 128, 256, 512 Go et 1 To. Comme vous pouvez le voir sur la photo, la clé est protégée par un étui-poignée pivotant(e) nanti(e) d’un orifice pour y faire passer une sangle ou un anneau de porte-clés. Pratique pour toujours avoir cette clé USB avec soi.
""", [("32","capacity",32*G,"32, 64",["unit_elsewhere"],"'32, 64, 128, 256, 512 Go et 1 To'; price '29 €' left out"),
("64","capacity",64*G,"64, 128",["unit_elsewhere"],""),("128","capacity",128*G,"128, 256",["unit_elsewhere"],""),
("256","capacity",256*G,"256, 512",["unit_elsewhere"],""),("512 Go","capacity",512*G,1,[],""),("1 To","capacity",T,1,[],"")])

doc("it70_hardiskesterni-velocita-usb", "it", "tune8",
 "https://hardiskesterni.it/guida/come-riconoscere-un-buon-hard-disk-in-base-alla-velocita-tutto-quello-che-ce-da-sapere-info",
"""La velocità di trasferimento dati è uno dei parametri tecnici fondamentali da osservare in fase di acquisto di un hard disk esterno. Insieme alla capienza infatti la velocità identifica il valore delle performance del dispositivo, ma come riconoscere un buon hard disk in base alla velocità? Oltre a sapere pochi ma decisivi dati tecnici che vi spiegheremo in questo approfondimento, bisogna tenere presente anche il tipo di connettività, che incide non poco sulle prestazioni di un hard disk in termini di rapidità di lettura e scrittura dei dati. Vediamo allora tutto quello che bisogna sapere su velocità e connettività di un hard disk esterno.
Tecnologia USB
Per andare sul sicuro ed essere certi della qualità delle performance del disco in termini di velocità sarebbe ottimale scegliere lo standard USB 3.0, che è il più diffuso e utilizzato. In generale la tecnologia USB ha sempre avuto larga diffusione fin dalla sua comparsa, e nella sua storia ha avuto un’importante evoluzione in termini di velocità attraverso queste tappe fondamentali:
- USB 2.0 con una velocità di trasferimento di 480 Mbps teorici
- USB 3.0 con una velocità di trasferimento di 5 Gbps teorici
- USB 3.1 di prima generazione con una velocità di trasferimento di 5 Gbps teorici
- USB 3.1 di seconda generazione con una velocità di trasferimento di 10 Gbps teorici
Si parla di velocità teorica e velocità reale poiché vi sono dei limiti imposti per cui il dispositivo non arriva al top delle sue prestazioni: nel caso dell’USB 3.0 abbiamo 625MB al secondo reali, che nell’USB 3.1 di seconda generazione arriva fino a 1250 MB al secondo reali.
""", [("480 Mbps","link_speed",480e6,1,[],""),("5 Gbps","link_speed",5e9,1,[],""),("5 Gbps","link_speed",5e9,2,[],""),
("10 Gbps","link_speed",10e9,1,[],""),("625MB al secondo","bandwidth",625*M,1,["spelled_out"],"no space before MB"),
("1250 MB al secondo","bandwidth",1250*M,1,["spelled_out"],"")])

doc("it71_mytechnology-sandisk-optimus-max", "it", "check8",
 "https://mytechnology.eu/?p=17142",
"""Che i dischi SSD siano una delle più importanti migliorie nate nel corso degli ultimi anni è innegabile. Un disco SSD permette incrementi prestazionali considerevoli tanto a computer nuovi quanto a computer datati, ma l’unico elemento che fino ad ora ha sempre limitato il boom delle vendite è probabilmente la scarsa capacità di tali supporti insieme con l’elevato rapporto di costo al GB se messo a confronto con il tradizionale hard-disk.
SandDisk ha quindi annunciato un primo disco SSD da ben 4 Terabyte, denominato Optimus MAX, che sarà ovviamente rivolto al mondo business visto il suo probabile costo, ma questo è decisamente un buon segnale che ci lascia sognare in chiave futura. Questo nuovo supporto avrà un’interfaccia SAS da 6gbps su chip di memoria NAND realizzati con il sistema a 19 nanometri, e grazie a lui SanDisk prevede un netto incremento della capacità che raggiungerà i 6 TB nel 2015 per addirittura raddoppiare entro la fine dello stesso anno ed infine arrivare all’anno 2017 con un rapporto di prezzo per GB equiparabile a quello dei dischi magnetici.
""", [("4 Terabyte","capacity",4*T,1,["spelled_out"],""),("6gbps","link_speed",6e9,1,[],"lower-case 'gbps'; '19 nanometri' left out"),
("6 TB","capacity",6*T,1,[],"'raddoppiare' (doubling) is not a figure")])

doc("nl70_tweakers-usb-ssds-20gbit", "nl", "tune8",
 "https://tweakers.net/reviews/9542/vijf-usb-ssds-van-20gbit-s-vergeleken.html",
"""Snelle USB 3-poorten zijn inmiddels aardig mainstream aan het worden, ondanks de aanhoudende onduidelijkheid over welke snelheid een USB 3.2-poort ondersteunt. De snelste variant van die interface, USB 3.2 Gen 2 x2, ondersteunt snelheden tot 20Gbit/s en maakt extreem snelle externe USB-drives mogelijk. Ter indicatie: de interne SATA-ssd's van weleer beschikken over een interface van 6Gbit/s en zelfs NVMe-drives met PCIe Gen3-interfaces halen maximaal ongeveer 32Gbit/s.

Om nu te zeggen dat USB-ssd's bijna even snel zijn als een interne PCIe Gen3-ssd, gaat wat ver, maar ze zijn veel sneller dan SATA-ssd's en niet langer alleen bruikbaar om af en toe een bestandje over te zetten of een back-up te maken. Dankzij de hoge snelheden kun je met een USB 3.2-drive zonder al te veel problemen assets streamen voor foto- of videobewerking, of zelfs je gamelibrary draaien. Bovenal hoef je natuurlijk niet meer zolang te wachten totdat een verzameling foto's of een groot videobestand op je externe opslag staat.

Er is inmiddels een handjevol USB 3.2 Gen 2x2-drives te koop. Let wel, we hebben het hier over pure USB-drives, want er zijn ook Thunderbolt-drives die 20Gbit/s doen. Als je echter geen Thunderbolt-poort hebt, kun je weinig met zo'n drive. De USB-drives werken daarentegen ook op tragere USB-poorten, maar om optimaal te profiteren, heb je natuurlijk wel zo'n snelle USB-poort nodig. We hebben vijf drives van evenzoveel fabrikanten getest. We kijken welke de snelste is en hoe ze zich verhouden tot die Thunderbolt-drives.
""", [("20Gbit/s","link_speed",20e9,1,[],"'Gen 2 x2' left out"),("6Gbit/s","link_speed",6e9,1,[],""),
("32Gbit/s","link_speed",32e9,1,[],""),("20Gbit/s","link_speed",20e9,2,[],"")])

doc("nl71_tweakers-t7-shield", "nl", "check8",
 "https://tweakers.net/reviews/10022/samsung-t7-shield-getest-externe-ssd-die-wel-wat-kan-hebben.html",
"""Er is een oud gezegde, niet zo oud dat het over kleitabletten gaat, maar wel zo oud dat het over tapedrives gaat, dat stelt dat je nooit de bandbreedte van een flinke auto met de kofferbak vol tapes op de snelweg moet onderschatten. Die quote is aan computerwetenschapper Andrew Tanenbaum toegeschreven en dateert van ergens in de jaren tachtig van de vorige eeuw. Mocht je twijfelen of die bewering, maar dan met modernere vormen van opslag, nog steeds geldt: uiteraard hebben diverse rekenaars dat nagerekend, waaronder het welbekende XKCD.

Nu hebben we voor deze review geen stationwagen gehuurd en gaan we ook niet op een roadtrip, maar we bekijken een effectieve manier om flinke hoeveelheden data te transporteren zonder een netwerkverbinding. Een externe ssd is daar een fijn hulpmiddel voor; een drive van een terabyte vullen via een tergend trage interface is immers niemands hobby. We hebben de nieuwste externe ssd van Samsung, de T7 Shield, getest, in capaciteiten van 1TB en 2TB. Je sluit ze aan via een USB 3.2-kabel, voor snelheden tot 10Gbps.

Nu komt de naam Samsung T7 misschien bekend voor, en dat klopt: het Zuid-Koreaanse bedrijf heeft al eerder een T7 uitgebracht. Er is zelfs ook nog een T7 Touch, die een vingerafdrukscanner aan boord heeft om je data te versleutelen. Dat zijn beide echter reguliere externe drives; de Shield is een versie die tegen een stootje kan en bovendien waterbestendig is. We nemen de nieuwe T7 Shield onder de loep en vergelijken die met de eerdere varianten en met die van concurrenten. De 1TB-versie kost ongeveer 170 euro en de 2TB-uitvoering ongeveer 320 euro. Bovendien zijn de twee drives er in verschillende kleurtjes, te weten zwart, blauw en gebroken wit of beige verkrijgbaar.
""", [("een terabyte","capacity",T,1,["spelled_out"],"'een drive van een terabyte vullen'"),("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),
("10Gbps","link_speed",10e9,1,[],""),("1TB","capacity",T,2,[],"'De 1TB-versie'; prices '170 euro', '320 euro' left out"),
("2TB","capacity",2*T,2,[],"'de 2TB-uitvoering'")])

doc("es70_kariinaalp-caracteristicas-discos", "es", "tune8",
 "http://kariinaalp.blogspot.com/2013/09/caracteristicas-de-los-discos-duros_7689.html",
"""Confiabilidad: cuando
se compra un disco duro se puede observar una característica llamada MTBF
(Tiempo Medio Entre Fallas) descrita en los folletos. Las cifras del MTBF van
por lo general desde 20,000 horas a 500,000 horas o más. No hay que tomar tan
literalmente ésta especificación, ya que estos valores son puramente estadísticos
y teóricos, debido a que un año de trabajo de semanas de cinco días con ocho
horas, es igual a 2,080 horas de operación. Si nunca apaga el equipo durante
los 365 días y lo tiene trabajando 24 horas al día operará en el sistema 8,780
horas por año, por lo tanto se supone que una unidad con calificación de
500,000 horas para el MTBF ¡durará (en promedio) 57 años antes de fallar!
Desempeño: Cuando
se selecciona una unidad de disco duro, una característica importante a
considerar es el desempeño (velocidad) de la unidad. Los discos vienen en un
amplio rango de capacidades de desempeño. La velocidad de un disco duro se mide
en dos formas:
Tiempo de búsqueda promedio
Velocidad de transferencia
Por regla general, entre
menos sea el tiempo de búsqueda y velocidad de transferencia, que posea un
disco duro, significa mayor desempeño y por lo tanto un mayor costo
Montaje
contra golpes: la mayoría de los discos duros fabricados actualmente tienen una
HDA13 montada a prueba de
golpes, lo que significa que tiene un cojín de hule entre el cuerpo de la
unidad de disco y el chasis de montaje
Capacidad: en
este ítem no hay mucho que discutir. Obviamente entre más capacidad de
almacenamiento posea un disco duro, se le saca mayor provecho a la inversión.
Al momento de adquirir un nuevo disco duro, tómese un tiempo y analice que los
precios de los discos duros han bajado dramáticamente.
""", [("20,000 horas","duration",20000*H,1,[],"MTBF; comma as thousands separator (Mexican usage)"),
("500,000 horas","duration",500000*H,1,[],"MTBF, comma grouping"),
("un año","duration",Y,1,["spelled_out"],"'un año de trabajo'"),("cinco días","duration",5*D,1,["spelled_out"],"'semanas de cinco días'"),
("ocho\nhoras","duration",8*H,1,["spelled_out"],"'con ocho horas', a line break between number and unit"),
("2,080 horas","duration",2080*H,1,[],"comma grouping: 2080 hours"),("365 días","duration",365*D,1,[],""),("24 horas","duration",24*H,1,[],"'24 horas al día'"),
("8,780\nhoras","duration",8780*H,1,[],"comma grouping, line break before the unit; the author's 8,780 (365 x 24 is 8,760) kept as written"),
("500,000 horas","duration",500000*H,2,[],"MTBF"),("57 años","duration",57*Y,1,[],""),])

doc("es71_hardwaresfera-discos-fallar", "es", "check8",
 "https://hardwaresfera.com/noticias/hardware/los-discos-duros-con-mas-probabilidad-de-fallar-en-su-primer-ano-de-vida/",
"""Los discos duros con más probabilidad de fallar en su primer año de vida
Los discos duros son un componente muy importante a la hora de montarnos un ordenador. Esto se debe a que otros componentes pueden relentizar el ordenador, pero este puede hacernos perder todos nuestros datos.
Un disco duro o HDD tiene una vida media de 20.000 horas. Esto es solo una referencia, dado que puede durar muchas más horas o muchas menos. Para ser más exacto, un HDD suele romperse por un fallo en el cabezal. El cabezal es una pieza interna que sujeta una aguja magnética y lee y escribe la información.
- SSD con tecnología V-Nand Samsung . Consumo de energía (en espera): máx. 30 mW El consumo de energía real puede variar según el hardware y la configuración del sistema > Temperatura de funcionamiento: 0 - 70 ℃
- El formato de 2,5 pulgadas es ideal para ordenadores portátiles de sobremesa. Soporte de cifrado: cifrado AES de 256 bits (clase 0) TCG/Opal IEEE1667 (unidad cifrada)
- Interfaz SATA de 6 Gb/s y retrocompatible con SATA de 3 Gbps y SATA de 1,5 Gbps
- Velocidad de lectura secuencial de hasta 3500 MB/seg y velocidad de escritura secuencial de hasta 3300 MB/seg
- Lectura aleatoria (4 KB, qd32) y hasta 600000 IOPS, escritura aleatoria (4 KB qd32) hasta 550000 IOPS
Los discos duros con una gran tasa de fallo
La empresa BlackBlaze elabora una estadística sobre con que frecuencia fallan los HDD. Y en 2019 el HDD Seagate ST12000NM0007 ha tenido una tasa del 3,32% de fallo. Pero no es solo un caso asilado, sino que los 3 HDD con más porcentaje de fallo han sido de la marca Seagate.
Hay que tener en cuenta que un 3,32% quiere decir que de cada 30 discos duros, falla 1. Esto a nivel doméstico puede no parecer un gran porcentaje, pero a nivel profesional, es un riesgo demasiado alto. Esto se debe a que en nuestros hogares no solemos tener datos que valgan miles de euros.
""", [("20.000 horas","duration",20000*H,1,[],"dot grouping; 'su primer año' in the headline is not a figure"),
("30 mW","power",0.03,1,[],"standby; temperatures, '2,5 pulgadas', '256 bits' left out"),
("6 Gb/s","link_speed",6e9,1,[],""),("3 Gbps","link_speed",3e9,1,[],""),("1,5 Gbps","link_speed",1.5e9,1,[],"decimal comma"),
("3500 MB/seg","bandwidth",3500*M,1,[],"'MB/seg' (the product list mixes a SATA interface with NVMe speeds; literal values kept)"),
("3300 MB/seg","bandwidth",3300*M,1,[],""),("600000 IOPS","iops",600000,1,[],""),("550000 IOPS","iops",550000,1,[],"")])

doc("pt70_blogtecnovais-vantagens-ssd", "pt", "tune8",
 "https://blogtecnovais.blogspot.com/2017/11/vantagens-e-desvantagens-do-ssd-em.html",
"""A ausência de partes móveis, principal característica de um SSD, traz diversas vantagens. Como não é necessário mover cabeças para lá e para cá, muito menos deixar um disco girando a uma velocidade altíssima, um SSD é silencioso, possui taxas de transferência maiores, tempos de acesso menores e não sofre com usuários desastrados que derrubam coisas no chão.
As taxas de transferência dos SSDs são realmente impressionantes se comparadas com as dos HDs voltados ao uso doméstico, que geralmente ficam entre 60 MB/s e 100 MB/s. Mas é no tempo de acesso que ele brilha: enquanto um HD comum demora 10 ou 15 milissegundos para acessar um arquivo aleatório, um SSD comum faz a tarefa em 0,1 ou 0,2 milissegundo. Isso, além de resultar em um tempo de boot menor, agiliza todas as operações do sistema. Eu costumo dizer que, hoje, o maior responsável pela lentidão nos PCs é o disco rígido.
A Samsung produziu um vídeo bem legal para comparar o desempenho entre um HD e um SSD. Monitoraram o tempo de inicialização do Windows, a abertura de um arquivo PDF de 25 MB, a capacidade de suportar altas vibrações e o consumo de energia em um notebook. Confira abaixo:
""", [("60 MB/s","bandwidth",60*M,1,[],""),("100 MB/s","bandwidth",100*M,1,[],""),
("10","latency",0.010,"10 ou 15",["unit_elsewhere"],"'10 ou 15 milissegundos' access time"),("15 milissegundos","latency",0.015,1,["spelled_out"],""),
("0,1","latency",0.0001,"0,1 ou 0,2",["unit_elsewhere"],"'0,1 ou 0,2 milissegundo', decimal comma"),("0,2 milissegundo","latency",0.0002,1,["spelled_out"],"singular unit"),
("25 MB","capacity",25*M,1,[],"file size")])

doc("pt71_confrariatech-microsd-2024", "pt", "check8",
 "https://confrariatech.com/os-melhores-cartoes-microsd-em-2024-2",
"""Ao escolher um cartão microSD, a primeira coisa a considerar é a capacidade de armazenamento. Os cartões modernos variam de 32GB a 512GB, e já existem opções de 1TB no mercado. Embora os cartões de 2TB estejam se aproximando, ainda não são amplamente disponíveis. Para a maioria dos usuários, um modelo de 128GB ou 256GB é ideal, equilibrando preço e espaço. Se você precisa de mais espaço, como para armazenar vários jogos em um Steam Deck, um cartão de 512GB pode ser a melhor escolha. Atualmente, é possível encontrar um cartão de 128GB por cerca de R$ 75, um de 256GB por menos de R$ 150 e um de 512GB por menos de R$ 200.
A performance dos cartões pode variar de acordo com a capacidade. Por exemplo, o cartão SanDisk Extreme de 128GB oferece velocidades de gravação sequencial de até 90 MB/s, enquanto os modelos de maior capacidade dessa linha podem alcançar até 130 MB/s. Quando falamos de cartões microSD, normalmente nos referimos aos que utilizam o padrão microSDXC (eXtended Capacity), que vão de 32GB a 2TB. É importante garantir que seu dispositivo seja compatível com esse padrão, pois alguns modelos mais antigos, como o Nintendo 3DS, só aceitam cartões microSDHC (High Capacity), que variam de 2GB a 32GB.
Outro aspecto crucial é a velocidade de leitura e gravação, que geralmente é medida em megabytes por segundo (MB/s). Em geral, os cartões microSD apresentam velocidades de leitura mais rápidas do que as de gravação. Essas métricas podem ser divididas em desempenho sequencial e aleatório. As velocidades sequenciais são importantes quando você precisa acessar ou salvar grandes quantidades de dados, como ao abrir um vídeo longo ou transferir um grande lote de arquivos. Por outro lado, o desempenho aleatório é fundamental para acessar pequenos arquivos dispersos pelo dispositivo, o que é especialmente relevante para jogos ou computadores de placa única, como o Raspberry Pi.
""", [("32GB","capacity",32*G,1,[],""),("512GB","capacity",512*G,1,[],""),("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),
("128GB","capacity",128*G,1,[],""),("256GB","capacity",256*G,1,[],""),("512GB","capacity",512*G,2,[],""),
("128GB","capacity",128*G,2,[],"prices 'R$ 75', 'R$ 150', 'R$ 200' left out"),("256GB","capacity",256*G,2,[],""),("512GB","capacity",512*G,3,[],""),
("128GB","capacity",128*G,3,[],""),("90 MB/s","bandwidth",90*M,1,[],""),("130 MB/s","bandwidth",130*M,1,[],""),
("32GB","capacity",32*G,2,[],""),("2TB","capacity",2*T,2,[],""),("2GB","capacity",2*G,"2GB a 32GB",[],"'2GB' also sits inside each '32GB'"),
("32GB","capacity",32*G,3,[],"")])

doc("pl70_whatnext-adata-legend-960-platforma", "pl", "tune8",
 "https://whatnext.pl/adata-legend-960-1tb-test-wydajnego-nosnika-nvme-pcie-4-0-x4/2",
"""Platforma testowa / metodologia testu
- Procesor: AMD Ryzen 5 7600X
- Chłodzenie: CoolerMaster MasterLiquid Lite 240
- Płyta główna: Gigabyte B650 Gaming X AX
- Karta graficzna: Inno3D GeForce RTX 3060 Ti Twin X2 LHR
- Pamięć RAM: 32 GB DDR5 Corsair Vengeance K2 6400 MHz CL36
- Dysk: Kingston KC2000 1 TB NVMe PCIe 4.0 + GoodRAM CX400 500 GB SATA
- Zasilacz: Seasonic Focus Plus Gold 550W Modular
- Monitor: Viotek GN27D Curved (VA, 2560×1440, 144 Hz, 1 ns)
Wszystkie testy przeprowadzono na komputerze z zainstalowanym systemem operacyjnym Windows 11 Pro 22H2 x64. Zastosowany system plików to NTFS, zaś nośniki danych pracowały w trybie AHCI – wpięte w port M.2 (lub tradycyjne SATA w przypadku starszych konstrukcji). Testy syntetyczne przeprowadzono trzy razy, a na wykresie widnieje najwyższy uzyskany wynik. Testy praktyczne również zostały przeprowadzone zamiennie trzykrotnie, jednak końcowy wynik to średnia arytmetyczna (aby bufor nie „nauczył” się wykonywać tego samego).
Metodologia testów:
Programy
- 7-Zip 23.01 x64
- WinRAR 6.23 x64
- CristalDiskInfo 9.1.1
- TeraCopy 2.3.0
- Adobe Photoshop Lightroom 2022 v11.4.0 (x64)
Testy syntetyczne
Benchmarki do testów syntetycznych:
- CristalDiskMark 8.0.4 x86 (odczyt, zapis, odczyt losowy, zapis losowy)
- DiskMark 1.0.0.8
Kopiowanie plików
Kopiowanie plików odbywało się w obrębie testowanego dysku. Przed przystąpieniem do właściwych testów, tworzone były dwie partycje (tj. jeśli dany dysk miał pojemność np. 1 TB, to wewnętrzne partycje miały rozmiar po 500 GB). Kopiowanie plików odbywało się z jednej partycji na drugą, ale nadal w obrębie testowanego nośnika.
A. Pierwszym testem jest kopiowanie dużej paczki pomieszanych ze sobą plików (JPG + MP3 + MP4 + MKV + ISO), ważącej łącznie 115 GB:
- ISO / 2 pliki ważące 15 GB
- JPG / paczka 14.607 plików o wadze 25 GB
- MKV / 6 plików ważących 30 GB
- MP3 / paczka 3.163 plików o wadze 30 GB
""", [("32 GB","capacity",32*G,1,[],"test-bed RAM; model numbers (7600X, B650, 3060 Ti, 'Lite 240'), 'CL36' and software versions left out"),
("6400 MHz","frequency",6400*M,1,[],"DDR5 rating written in MHz"),("1 TB","capacity",T,1,["name"],"'Kingston KC2000 1 TB NVMe' test-bed drive"),
("500 GB","capacity",500*G,1,["name"],"'GoodRAM CX400 500 GB SATA'"),("550W","power",550,1,["name"],"'Seasonic Focus Plus Gold 550W Modular' PSU rating"),
("144 Hz","frequency",144,1,[],"monitor refresh; resolution '2560×1440' left out"),("1 ns","latency",1e-9,1,[],"monitor response time"),
("1 TB","capacity",T,2,[],"'np. 1 TB'"),("500 GB","capacity",500*G,2,[],"'po 500 GB'"),("115 GB","capacity",115*G,1,[],"copy set size"),
("15 GB","capacity",15*G,"ważące 15 GB",[],"'2 pliki' is a count; '15 GB' also sits inside '115 GB'"),("25 GB","capacity",25*G,1,[],"'14.607 plików' is a count"),
("30 GB","capacity",30*G,1,[],""),("30 GB","capacity",30*G,2,[],"'3.163 plików' is a count")])

doc("pl71_cyfrozone-zywotnosc-ssd", "pl", "check8",
 "https://cyfro-zone.pl/jaka-jest-zywotnosc-dyskow-ssd-co-to-jest-tbw",
"""Jaka jest żywotność dysków SSD? Co to jest TBW?

Dyski SSD zrewolucjonizowały sposób przechowywania danych, oferując znacznie wyższą wydajność niż tradycyjne dyski HDD. Jednak każdy nośnik SSD ma określoną żywotność, a znajomość parametru TBW pozwala ocenić, jak długo będzie służył użytkownikowi.

Czym jest żywotność dysku SSD i dlaczego jest ważna?

Żywotność dysku SSD to nic innego jak jego teoretyczna wytrzymałość na zapisywanie i kasowanie danych. Każda komórka pamięci może zostać zapisana określoną liczbę razy, zanim zacznie się zużywać. Przeciętny dysk konsumencki wytrzymuje od 3000 do 5000 cykli zapisu na każdą komórkę, co przekłada się na kilkaset terabajtów danych w całym okresie użytkowania. W praktyce oznacza to, że dysk powinien działać bezproblemowo przez 5-7 lat przy normalnym użytkowaniu.

Producenci podają żywotność dysków w jednostce TBW (Total Bytes Written), czyli całkowitej ilości danych, jaką można zapisać przed teoretycznym końcem żywotności. Na przykład dysk o pojemności 1TB może mieć współczynnik TBW na poziomie 600, co oznacza że można na nim zapisać 600TB danych. Warto zaznaczyć że nie jest to sztywny limit – dysk nie przestanie nagle działać po jego przekroczeniu, ale może zacząć pojawiać się więcej błędów odczytu i zapisu.

Monitorowanie zużycia dysku SSD jest kluczowe dla bezpieczeństwa naszych danych. Większość producentów dostarcza własne narzędzia diagnostyczne, które pokazują aktualny stan dysku i przewidywany czas życia. Najpopularniejsze z nich to Samsung Magician dla dysków Samsung, czy Crystal Disk Info działający z większością modeli. Warto regularnie sprawdzać te wskaźniki, szczególnie jeśli intensywnie korzystamy z dysku, na przykład często przenosząc duże pliki czy montując filmy.
""", [("5","duration",5*Y,"5-7 lat",["unit_elsewhere"],"'5-7 lat'; '3000 do 5000 cykli' are cycle counts, left out"),
("7 lat","duration",7*Y,1,[],""),("1TB","capacity",T,1,[],""),
("600","endurance",600*T,"600, co",["unit_elsewhere"],"'TBW na poziomie 600': TB carried from TBW"),("600TB","endurance",600*T,1,[],"")])

doc("ru70_pisali-seagate-1-5-tb", "ru", "tune8",
 "https://pisali.ru/Virtuoz/5530",
"""Винчестеры емкостью 1 Тб присутствуют на рынке уже достаточно долго, настала пора увеличивать объемы.
Винчестеры емкостью 1 Тб присутствуют на рынке уже достаточно долго, настала пора увеличивать объемы. Тем более, технологии перпендикулярной записи не стоят на месте, плотность записи постоянно увеличивается. Первой жесткий диск на 1,5 Тб анонсирует компания Seagate, лидер индустрии. Винчестер будет использовать 4 пластины по 375 Гб каждая, в линейке Barracuda 7200.11 также появятся модели с емкостью от 160 Гб до 1 Тб и кэш-памятью 16 и 32 Мб. Цена нового емкого винчестера пока неизвестна, но можно предположить, что на момент начала продаж в августе этого года она не опустится ниже 8000 рублей.
""", [("1 Тб","capacity",T,1,[],"lead repeated as the first line"),("1 Тб","capacity",T,2,[],""),("1,5 Тб","capacity",1.5*T,1,[],"decimal comma"),
("375 Гб","capacity",375*G,1,[],"per platter; '4 пластины' is a count"),("160 Гб","capacity",160*G,1,[],"'Barracuda 7200.11' is a model name"),
("1 Тб","capacity",T,3,[],""),("16","capacity",16*M,"16 и 32",["unit_elsewhere"],"'16 и 32 Мб' cache: Мб read as megabytes"),
("32 Мб","capacity",32*M,1,[],"cache; price '8000 рублей' left out")])

doc("ru71_tapochek-3tb-hdd", "ru", "check8",
 "https://tapochek.net./viewtopic.php?p=293351",
"""3-Тб HDD – в первом квартале 2010 года?
Согласно заявлению главы
Data Robotics Джефа Беррелла (Geoff Barrall), вскоре на рынке должны появиться жёсткие диски ёмкостью 3 Тб. Компания занимается производством систем хранения данных, и один из её продуктов, продажи которого начнутся в апреле 2010 года, будет оснащён подобным накопителем. Конкретный поставщик не был назван, но поскольку Data Robotics использует винчестеры Western Digital, возможно именно эти HDD станут первыми или одними из первых, предоставляющих в полтора раза больше дискового пространства, чем сегодняшние 2-Тб решения.
В настоящий момент WD предлагает 2-Тб Caviar Black 3,5" SATA, анонсированный в сентябре. Внутри устройства находятся четыре 500-Гб пластины. Плотность записи составляет около 330 Гбит/дюйм2. При сохранении количества пластин и увеличении ёмкости накопителя до 3 Тб плотность должна вырасти до 750 Гб на пластину. Например, для 2,5" дисков Seagate Momentus характерны 400 Гбит/дюйм2, а инженеры Toshiba в 2,5" MK6465GSX ёмкостью 640 Гб на двух пластинах добились 528,5 Гбит/дюйм2. В линейке продуктов WD также есть 2,5" накопитель – Scorpio Blue с аналогичными MK6465GSX характеристиками и скоро""",
 [("3-Тб","capacity",3*T,1,[],"headline, hyphenated"),("3 Тб","capacity",3*T,1,[],""),("2-Тб","capacity",2*T,1,[],"'2-Тб решения'"),
("2-Тб","capacity",2*T,2,[],"'2-Тб Caviar Black'"),("500-Гб","capacity",500*G,1,[],"per platter, hyphenated; 'четыре' is a count"),
("3 Тб","capacity",3*T,2,[],"areal densities in Гбит/дюйм2 left out"),("750 Гб","capacity",750*G,1,[],"per platter"),("640 Гб","capacity",640*G,1,[],"")])

doc("de70_computerbase-sandisk-ultra-plus", "de", "tune8",
 "https://computerbase.de/2013-08/sandisk-ultra-plus-256-gb-mlc-test/3",
"""SanDisk Ultra Plus 256 GB im Test: Günstiger als Samsung
3/8Neuzustand und Leistungsabfall
Um den Leistungsabfall der Solid State Drives zu überprüfen, haben wir sie im fabrikneuen Zustand, im normalen Zustand (siehe Testsystem und -methodik) und nach hoher Belastung mit nur wenig freiem Speicherplatz mit AS SSD getestet.
Fabrikzustand | Normal | stark genutzt | |
---|---|---|---|
Sequenzielles Lesen | 495,47 MB/s | 489,62 MB/s | 463,02 MB/s |
Sequenzielles Schreiben | 440,08 MB/s | 418,43 MB/s | 143,44 MB/s |
4K Lesen | 30,08 MB/s | 30,00 MB/s | 29,43 MB/s |
4K Schreiben | 64,16 MB/s | 61,92 MB/s | 60,23 MB/s |
4K 64 Lesen | 311,12 MB/s | 309,79 MB/s | 299,32 MB/s |
4K 64 Schreiben | 165,50 MB/s | 165,47 MB/s | 74,25 MB/s |
Zugriffszeit Lesen | 0,050 ms | 0,056 ms | 0,188 ms |
Zugriffszeit Schreiben | 0,057 ms | 0,063 ms | 0,079 ms |
Der Unterschied zwischen dem Neuzustand und einem „dreckigen“ Laufwerk ist deutlich, die Schreibrate sinkt um fast 300 MB/s. Bei Random Writes beträgt der Unterschied zwischen einer einfachen Belastung und dem Schreiben mit maximaler Warteschlangenlänge gar nur noch rund 14 MB/s. Otto Normalverbraucher fällt dies in der Regel nicht auf, bei anspruchsvollen Aufgaben merkt man es aber.
Synthetische Benchmarks
Iometer
Zur Messung der maximalen sequenziellen Transferraten verwenden wir das ursprünglich von Intel entwickelte Programm Iometer. Gemessen wird mit einer Warteschlangentiefe von 3 und über das ganze Laufwerk.
""", [("256 GB","capacity",256*G,1,["name"],"product name in the headline; page counter '3/8' and queue depth '3' left out")]
 + [(f"{v} MB/s","bandwidth",float(v.replace(",", "."))*M,1,[],"AS SSD table, decimal comma" if i == 0 else "") for i, v in enumerate(
   ["495,47","489,62","463,02","440,08","418,43","143,44","30,08","30,00","29,43","64,16","61,92","60,23",
    "311,12","309,79","299,32","165,50","165,47","74,25"])]
 + [(f"{v} ms","latency",float(v.replace(",", "."))/1000,1,[],"access time" if i == 0 else "") for i, v in enumerate(
   ["0,050","0,056","0,188","0,057","0,063","0,079"])]
 + [("300 MB/s","bandwidth",300*M,1,[],"'um fast 300 MB/s' drop"),("14 MB/s","bandwidth",14*M,1,[],"'rund 14 MB/s' difference")])

doc("de71_testberichte-seagate-capacity", "de", "check8",
 "https://testberichte.de/p/seagate-tests/enterprise-capacity-testbericht.html",
"""Seagate hat die vierte Generation der 3,5-Zoll-Festplattenserie "Capacity" vorgestellt. Auf sechs Magnetscheiben können bis zu sechs Terabyte Daten abgelegt werden.
Der Datenberg wächst
Langsam halten die ersten modernen Ultra-HD-Fernseher Einzug in die Haushalte der Bundesrepublik. Spiele, Film-, Bild- und Musik-Dateien verstopfen die Festplatten. Es muss immer mehr Kapazität bereitgestellt werden, um diese Mengen aufzunehmen. Bis zum Jahre 2017 soll das digitale Datenaufkommen auf rund 16 Zettabytes (Zetta= 10^21) anwachsen.Technische Details
Daher ist es nicht verwunderlich, wenn die Hersteller alles daran setzen, immer mehr Speicherplatz in kleinen Gehäusen zu vereinen. Seagate quetscht dabei bis zu sechs Terabyte auf sechs Magnetscheiben in ein 3,5-Zoll-Gehäuse. Diese rotieren mit 7.200 Umdrehungen pro Minute und werden je nach Modell mit SATA- (6 Gbit/s) oder SAS-Schnittstelle (12 GBit/s) angebunden. Laut Hersteller sollen damit Datentransferraten von bis zu 226 Megabyte pro Sekunde erreicht werden. Die SATA-Variante soll auf immerhin 216 Megabyte pro Sekunde kommen. Der Cache ist dabei jeweils 128 Megabyte groß. Die Leistungsaufnahme wird mit 11,86 Watt im Betrieb und 7,97 Watt im Leerlauf angegeben.Die Konkurrenz
Doch Seagate ist nicht alleine in diesem Bereich. Konkurrenz bekommt das Modell von der Ultrastar HE6 von HGST. Dabei handelt es sich um eine Festplatte mit sieben Magnetscheiben und ebenfalls sechs Terabyte Speicherplatz. Anders als bei der Capacity befindet sich im Inneren des 3,5-Zoll-Gehäuses aber keine Luft, sondern eine Helium-Füllung. Die geringere Dichte und höhere Wärmeleitfähigkeit von Helium ermöglicht den Einsatz von den sieben Plattern.
""", [("sechs Terabyte","capacity",6*T,1,["spelled_out"],"'sechs Magnetscheiben' is a count"),
("16 Zettabytes","capacity",16e21,1,["spelled_out"],"'(Zetta= 10^21)' is the definition, left out"),
("sechs Terabyte","capacity",6*T,2,["spelled_out"],"rpm '7.200 Umdrehungen pro Minute' left out"),("6 Gbit/s","link_speed",6e9,1,[],""),
("12 GBit/s","link_speed",12e9,1,[],"'GBit/s' casing"),("226 Megabyte pro Sekunde","bandwidth",226*M,1,["spelled_out"],""),
("216 Megabyte pro Sekunde","bandwidth",216*M,1,["spelled_out"],""),("128 Megabyte","capacity",128*M,1,["spelled_out"],"cache"),
("11,86 Watt","power",11.86,1,[],"operating"),("7,97 Watt","power",7.97,1,[],"idle"),
("sechs Terabyte","capacity",6*T,3,["spelled_out"],"HGST Ultrastar He6")])

doc("en70_geekbacon-portable-drives", "en", "tune8",
 "https://geekbacon.com/2019/09/17/fastest-portable-hard-drives-2019/",
"""The Contenders

Please keep in mind that not all USB-C cables are made equal. If the purpose of the cable is for power (charging), your speeds will drop down to USB 2.0 (under 50MB/s). Make sure you use the right cable.

One thing to note is how the Sabrent’s writes performed over a hub. It dropped to USB 2.0 levels. However, when directly connected to either a USB 3.0 port or USB 3.1 port – it seems fine.

Also, notice how the SanDisk Extreme cards perform similarly – within UHS-I specs. The only way you could get the advertised speeds (150MB/s) is to use a proprietary SanDisk SD card reader. Otherwise, you’ll need a UHS-II card.

The Sabrent with NVMe drive is obviously the top performer at about 1GB/s (10Gbps!). It does produce the most heat and does consume the most CPU, however. As far as portability and use, I feel the Samsung T5 strikes the best balance between convenience, capacity, and speed. It’s also much thinner and lighter than the Sabrent. The Sabrent is best used as a cache or scratch drive for hardcore video editing tasks.

The Western Digital Passport was surprisingly slow – but does offer the highest capacity. It’s most likely a 5,400 rpm drive. Unlike most of the other drives, it also seems to maintain the same speed, even through a USB 3.0 hub. Most of the time, you’ll get a speed boost if you connect your drive directly to your PC or laptop (as opposed to a 4-port hub, etc).

At this day and age, I feel if the drive is portable, it should be as fast as possible. Especially when it comes down to travel. Sometimes you forget to offload files and have a tight schedule to follow. Every minute counts – and slowdowns are costly (not just from a money perspective). Also, having a USB 3.1 port provides a substantial improvement in performance – especially for NVMe drives. SATA SSDs also benefit heavily from the 10Gbps (vs. USB 3.0 5Gbps) port. In this example, the T5 doubles its random read/write performance.
""", [("50MB/s","bandwidth",50*M,1,[],"'(under 50MB/s)'"),("150MB/s","bandwidth",150*M,1,[],""),("1GB/s","bandwidth",G,1,[],"'about 1GB/s'"),
("10Gbps","link_speed",10e9,1,[],"'(10Gbps!)'"),("10Gbps","link_speed",10e9,2,[],"rpm '5,400 rpm' and '4-port' left out"),
("5Gbps","link_speed",5e9,1,[],"'(vs. USB 3.0 5Gbps)'")])

doc("en71_pugetsystems-kingston-dc600m", "en", "check8",
 "https://www.pugetsystems.com/parts/Hard-Drive/Kingston-DC600M-960GB-SATA-SSD-14933/",
"""Background on Solid State Drives
Solid-state drives (SSDs) store data electrically, rather than on magnetic disks like traditional hard drives (HDDs). This means there is virtually no delay when seeking a specific bit of data, and there is no physical limitation to how fast reading and writing of data can happen. Instead, the limits come down to the controller inside the drive, the speed at which the individual flash memory chips can transfer information, and the connection between the drive and the rest of the computer.
These drives are available in many physical forms: 2.5-inch (similar in size to laptop HDDs), PCI-Express (which slot into a system like a graphics card), and M.2 "sticks". The more traditionally shaped drives usually connect to motherboards via SATA, just like hard drives do, and that connection itself tends to be the limiting factor in their performance. M.2 drives can use either SATA or the much faster PCI-Express connection, depending on the drive itself and the motherboard it is installed in. There are also U.2 drives, which are close in size to the 2.5-inch models but use a much faster data connection; they are found more often in servers and datacenters than in desktop workstations.
Model: Kingston SEDC600M/960G
Specifications
Capacity | 960GB GB |
Interface | SATA 6 Gb/s |
Form Factor | 2.5 Inch |
Endurance (TBW) | 1,752 TBW |
Peak Power Draw | 3.6 Watts |
Net Weight | 0.050 kg (0.1 lbs) |
Performance | |
Sequential Read (Peak) | 560 MB/s |
Sequential Write (Peak) | 530 MB/s |
Random 4KB Read | 94,000 IOPS |
Random 4KB Write | 65,000 IOPS |
""", [("960GB","capacity",960*G,1,[],"'960GB GB' as published; part number 'SEDC600M/960G' left out"),("6 Gb/s","link_speed",6e9,1,[],""),
("1,752 TBW","endurance",1752*T,1,[],"comma grouping"),("3.6 Watts","power",3.6,1,[],"peak; weight left out"),
("560 MB/s","bandwidth",560*M,1,[],""),("530 MB/s","bandwidth",530*M,1,[],""),("94,000 IOPS","iops",94000,1,[],""),("65,000 IOPS","iops",65000,1,[],"")])

doc("ja70_mynavi-samsung-950-pro", "ja", "tune8",
 "https://prod-news.global.ssl.fastly.net/kikaku/20151116-a001",
"""2015年9月22日、韓国サムスン電子が、同社のコンシューマー向けSSDとしては初めてNVMe 1.1に対応した高性能SSD「Samsung SSD 950 PRO」を発表した。従来のSATA対応SSDを凌駕するパフォーマンスをチェックしてみた。
NVMeは「Non-Volatile Memory Express」の略で、NANDフラッシュに最適化したストレージプロトコルだ。SSDのインタフェースにおける物理層は、SATA 2.0からSATA 3.0、PCI Expressと進化してきたのに対し、プロトコルはHDD時代に作られたAHCIのままだったが、AHCIではランダムアクセスが高速なSSDの性能をフルに発揮できない。AHCIでは、キューの数が1、そのキューに詰め込める命令数は最大32だったのに対し、NVMeではキュー数が最大65,536、命令数も最大65,536と大幅に増加しており、より効率のよい転送が可能になる。
M.2 2280準拠で、PCI Express 3.0 x4に対応
Samsung SSD 950 PROは、M.2フォームファクターに準拠しており、インタフェースはPCI Express 3.0 x4に対応している。M.2では、長さと幅が異なるいくつかの規格が定められており、Samsung SSD 950 PROは幅が約22mm、長さが約80mmの「2280」と呼ばれる規格に準拠している。
搭載するNANDフラッシュメモリは、サムスンの第2世代MLC V-NANDだ。コントローラは新開発の「Samsung UBX Controller」で、キャッシュメモリは512MB LPDDR3 DRAMを搭載する。容量は256GBと512GBの2モデルが用意されており、256GBモデルのシーケンシャルリード速度は最大2,200MB/秒、シーケンシャルライト速度は最大900MB/秒、512GBモデルのシーケンシャルリード速度は最大2,500MB/秒、シーケンシャルライト速度は最大1,500MB/秒と非常に高速だ。
""", [("512MB","capacity",512*M,1,[],"DRAM cache; queue and command counts (1, 32, 65,536) and dimensions left out"),
("256GB","capacity",256*G,1,[],""),("512GB","capacity",512*G,1,[],""),("256GB","capacity",256*G,2,[],"'256GBモデルの'"),
("2,200MB/秒","bandwidth",2200*M,1,[],"'MB/秒', comma grouping"),("900MB/秒","bandwidth",900*M,1,[],""),("512GB","capacity",512*G,2,[],""),
("2,500MB/秒","bandwidth",2500*M,1,[],""),("1,500MB/秒","bandwidth",1500*M,1,[],"")])

doc("ja71_digitalmemo-wd-scorpio-blue", "ja", "check8",
 "https://digital-memo.blogspot.com/2009/07/1tb.html",
"""そういう訳で、ついに2.5“HDDの世界にも、大容量化の波が押し寄せて来ました。WesternDigital社のWD Scorpio Blueのシリーズに750GB/1TBモデルが追加されています。インターフェースはSATAIIの3Gbpsで、バッファメモリは8MB。ただし、回転数は5200rpmと、一般的なハードディスク(5400rpm)よりも若干遅めです。リード/ライト時の消費電力は2.5Wと一般的な商品とほぼ同等のレベルです。また、ドライブそのものの厚みは12.5mmと、一般的な内蔵HDの9.5/8.5mm等より厚くなっているので、そのまま入れ替える事はできません。それどころか、外付けのケースも、取り付けできない商品が多い事と思います。おそらくは、プラッターを高記録密度化したにも関わらず、所定の容量が確保しきれず、プラッターを増やしたのではないかと推測します。これは、750GB/1TB共通です。残念ながら、大型機以外ではこの容量を利用できない訳ですが、きちんとした外付けのケースに入れる場合には話は別です。
ここまでくると、ノートPCに1TBクラスの容量が搭載されるのは時間の問題ですねぇ。光学ドライブと入れ替えで、最大容量2TBなんて製品も出てくるかもしれません。
参照:WD Scorpio Blue
""", [("750GB","capacity",750*G,1,[],"'750GB/1TB'"),("1TB","capacity",T,1,[],""),("3Gbps","link_speed",3e9,1,[],""),
("8MB","capacity",8*M,1,[],"buffer; rpm left out"),("2.5W","power",2.5,1,[],"read/write; '2.5“' form factor and thicknesses left out"),
("750GB","capacity",750*G,2,[],""),("1TB","capacity",T,2,[],""),("1TB","capacity",T,3,[],"'1TBクラス'"),("2TB","capacity",2*T,1,[],"")])
