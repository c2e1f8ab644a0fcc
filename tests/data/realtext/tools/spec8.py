# tune7/check7: fresh real text, 2 articles each in fr, it, nl, pl, ru, es, pt, de (one per language in each half). Texts are
# the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM " stamp and page chrome before the headline
# dropped), cut at paragraph boundaries or where the stored excerpt ends; each passed held_out_check.py. check7 is only
# scored. Percentages, rpm, prices, years and dates, temperatures, block sizes, queue depths, form factors and dimensions
# (88 x 59 x 13 mm, 6,35 centimeter, 3,5-Zoll), weights, drop heights, cable lengths, interface versions, bit-per-cell
# counts, speed classes, part numbers (SQSDQM-016G-B) and counts are left out, as in spec1-7. Months are counted as a
# twelfth of a year. None of the sites was in SOURCES.md before except clubic.com (another article). Three first picks were
# in a hidden set and were dropped (numrush.nl, nu.nl, paranashop.com.br).
Y = 365*86400
MO = Y/12

doc("fr60_lesnumeriques-t7-shield", "fr", "tune7",
 "https://www.lesnumeriques.com/disque-dur-externe/samsung-t7-shield-1-to-p70983/test.html",
"""Capacité | 1 To |
Interface | USB 3.1 (Gen2) |
Débit en lecture | 1000 Mo/s |
Débit en écriture | 1050 Mo/s |
Garantie | 3 an(s) |
Le Samsung T7 Shield est un SSD externe armé d’un bouclier en caoutchouc pour résister aux chocs, à l’eau et à la poussière. Pour le reste, il promet, comme le reste de la série T7, un débit séquentiel de 1 Go/s.
Différentes couleurs sont proposées ; ici la version beige. © Les Numériques
Troisième déclinaison de la série T7, le SSD T7 Shield vise un public de baroudeurs. Le petit boîtier (88 x 59 x 13 mm) est ainsi recouvert d’une épaisse couche de caoutchouc destinée à absorber les chocs en cas de chute (jusqu’à 3 m) et à assurer une certification IP65. Cela ne le rend pas submersible, mais il peut tout de même résister aux projections d’eau et aux poussières. Proposé en trois couleurs (beige, noir et bleu), il est proposé dans des capacités de 1 ou 2 To.
La coque en caoutchouc lui confère une certaine résistance aux tracas du quotidien. © Les Numériques
Le connecteur USB du T7 Shield ne retient pas suffisamment le câble. © Les Numériques
Les caractéristiques techniques sont semblables à celles du reste de la série T7. On trouve ainsi un connecteur USB-C à la norme USB 3.2 Gen2 à 10 Gb/s ; de quoi autoriser jusqu’à 1050 Mo/s en lecture séquentielle et 1000 Mo/s en écriture. La garantie est de 3 ans, sans spécification précise sur l’endurance en écriture.
""", [("1 To","capacity",T,1,[],"spec table 'Capacité | 1 To |'"),("1000 Mo/s","bandwidth",1000*M,1,[],"table row 'Débit en lecture' (the prose below swaps read and write)"),
("1050 Mo/s","bandwidth",1050*M,1,[],"table row 'Débit en écriture'"),("3 an(s)","duration",3*Y,1,[],"warranty, written 'an(s)'"),
("1 Go/s","bandwidth",G,1,[],""),("1","capacity",T,"1 ou 2 To",["unit_elsewhere"],"'des capacités de 1 ou 2 To'"),("2 To","capacity",2*T,1,[],""),
("10 Gb/s","link_speed",10e9,1,[],""),("1050 Mo/s","bandwidth",1050*M,2,[],""),("1000 Mo/s","bandwidth",1000*M,2,[],""),
("3 ans","duration",3*Y,1,[],"warranty")])

doc("fr61_clubic-samsung-980-pro", "fr", "check7",
 "https://www.clubic.com/pro/entreprises/samsung/actualite-11526-sr-le-ssd-980-pro-de-samsung-des-debits-jusqu-a-7-go-s-mais-une-endurance-en-baisse.html",
"""Nous savons déjà depuis plusieurs mois - et le CES 2020 - que Samsung travaille sur le 980 PRO, un SSD au format NVMe qui doit permettre au constructeur de reprendre la tête dans la course aux débits. Il s'agira effectivement du premier modèle PCIe 4.0 de la marque.

Samsung restait toutefois discret sur les performances réelles de son produit… jusqu'à hier. En mettant à jour son site, elle a détaillé le produit et avancé des débits impressionnants en lecture comme en écriture : 6,4 / 2,7 Go/s pour le modèle 256 Go, 6,9 / 5 Go/s pour la version 512 Go et, enfin, 7 / 5 Go/s sur le fleuron de la gamme, le 1 To.

Petite crainte en revanche car si Samsung utilisait jusqu'à présent de la MLC V-NAND 2-bit sur ses SSD « PRO », elle évoque de la MLC V-NAND 3-bit pour le 980 PRO. Sur trois bits, il ne s'agit plus vraiment de MLC, mais plutôt de TLC avec ce que cela a comme conséquence sur l'endurance du produit.

Samsung inquiète d'ailleurs à ce niveau en évoquant un TBW divisé par deux. Ainsi, le 980 PRO en version 1 To ne tiendrait plus que jusqu'à 600 To quand le 970 PRO s'offrait le luxe d'afficher 1 200 To. Il faudra donc tirer les choses au clair à la disponibilité réelle du produit.
""", [("6,4","bandwidth",6.4*G,"6,4 / 2,7",["unit_elsewhere"],"'6,4 / 2,7 Go/s' read / write"),("2,7 Go/s","bandwidth",2.7*G,1,[],""),
("256 Go","capacity",256*G,1,[],""),("6,9","bandwidth",6.9*G,"6,9 / 5",["unit_elsewhere"],"'6,9 / 5 Go/s'"),("5 Go/s","bandwidth",5*G,1,[],""),
("512 Go","capacity",512*G,1,[],""),("7","bandwidth",7*G,"7 / 5 Go/s",["unit_elsewhere"],"'7 / 5 Go/s'"),("5 Go/s","bandwidth",5*G,2,[],""),
("1 To","capacity",T,1,[],"'le 1 To'"),("1 To","capacity",T,2,[],""),("600 To","endurance",600*T,1,[],"TBW"),
("1 200 To","endurance",1200*T,1,[],"space group, TBW")])

doc("it60_dday-samsung-t9", "it", "tune7",
 "https://dday.it./redazione/47504/recensione-ssd-samsung-t9",
"""T7, T7 Touch e T7 Shield, il disco “rugged” che resiste all’acqua e alle cadute, hanno un nuovo capo famiglia: è il Samsung SSD T9. Disponibile nelle taglie da 1 TB (169.99 euro), 2 TB (279.99 euro) e 4 TB (519.99 euro) questo disco permette a Samsung di toccare per la prima volta sulla porta USB 3.2 Gen 2×2 l’incredibile velocità di 20 Gbps, 2 GB/s, anche se come vedremo i dispositivi con i quali è possibile raggiungere tale velocità sono pochissimi.

Samsung non è la prima raggiungere tale velocità su un disco esterno, esistono già il Western Digital Black P50 e l’eccellente SanDisk Extreme Pro v2, tuttavia ha realizzato un prodotto che per certi aspetti risulta più interessante dei suoi concorrenti.

Ha infatti un sistema di codifica dei dati hardware integrato a livello di disco, consuma pochissimo e soprattutto ha una pseudo-SLC cache pari a 175 GB, il che vuol dire si possono trasferire dati alla massima velocità per poco meno di due minuti se il disco è collegato ad una porta che offre la massima velocità, e per quasi due minuti si avranno i 2 GB/s. Quando la cache si è riempita la velocità scende a circa 850 MB/s, comunque ragguardevole.

Cosa vuol dire USB 3.2 Gen 2×2? I connettori USB-C solitamente sono dotati di quattro paia di pin all’interno del connettore, pin che funzionano come "linee" attraverso le quali vengono inviati e ricevuti i dati. Gli standard più utilizzati oggi, come l’USB 3.2 Gen 1 e l’USB 3.2 Gen 2, usano una sola linea di trasmissione e una sola linea di ricezione, quindi solo due coppie. Questo permette di raggiungere velocità di 5 Gbps o 10 Gbps.

Lo standard USB 3.2 Gen 2x2 sfrutta tutte e quattro le linee e riesce così a raggiungere i 20Gbps restando nello standard USB 3. Per lo standard USB 3 è tantissimo, anche se USB 4 e Thunderbolt, sia nella versione 3 che nella versione 4 riescono a raggiungere velocità di trasferimento maggiori, ma il costo ovviamente cresce.
""", [("1 TB","capacity",T,1,[],"prices '(169.99 euro)' left out"),("2 TB","capacity",2*T,1,[],""),("4 TB","capacity",4*T,1,[],""),
("20 Gbps","link_speed",20e9,1,[],""),("2 GB/s","bandwidth",2*G,1,[],""),("175 GB","capacity",175*G,1,[],"pseudo-SLC cache"),
("due minuti","duration",120,1,["spelled_out"],"'per poco meno di due minuti'"),("due minuti","duration",120,2,["spelled_out"],"'per quasi due minuti'"),
("2 GB/s","bandwidth",2*G,2,[],""),("850 MB/s","bandwidth",850*M,1,[],""),("5 Gbps","link_speed",5e9,1,[],""),("10 Gbps","link_speed",10e9,1,[],""),
("20Gbps","link_speed",20e9,1,[],"no space")])

doc("it61_everyeye-samsung-t7", "it", "check7",
 "https://tech.everyeye.it/articoli/recensione-samsung-t7-ssd-portatile-compatto-resistente-veloce-57173.html",
"""Gli SSD stanno lentamente ma inesorabilmente soppiantando gli Hard Disk meccanici tradizionali e ibridi in termini di diffusione nel mercato consumer, complice in questo la progressiva riduzione del prezzo per GB, la maggiore longevità rispetto alle primissime unità a stato solido e una intrinseca maggiore velocità complessiva in scrittura e lettura, sia per quel che riguarda la componentistica hardware che nel settore delle memorie esterne.

Dopo aver saggiato le potenzialità del fratello maggiore nella recensione di Samsung T7 Touch, torniamo a tuffarci proprio nel mondo dei drive esterni per mettere alla prova il piccolo Samsung T7, modello base che offre spazio, protezione e velocità all'interno di una struttura incredibilmente compatta e leggera, a un prezzo attualmente in offerta di 129 euro per la variante da 1TB.



Sicuro dentro, piccolo fuori

Già dal cofanetto in cui viene spedito si nota la particolare essenzialità del prodotto. Niente fronzoli e tanta concretezza, che si traduce in una scocca completamente in alluminio, per l'occasione arrivata nella splendida colorazione Indigo Blue.

Questa soluzione, a detta di Samsung, conferisce una innata robustezza al dispositivo, preservandone l'integrità anche in caso di cadute da 2 metri di altezza.

Presente, inoltre, una garanzia limitata estesa a 3 anni da parte del produttore.

L'unità da 1 TB che abbiamo avuto modo di provare in queste settimane si è rivelata anche un peso piuma con i suoi appena 58 grammi (al netto del cavo), con dimensioni eccezionalmente ridotte, pari a 85 x 57 x 8 mm.

In dotazione troviamo la consueta manualistica e due cavi per il trasferimento dati, uno USB-A/USB-C e l'altro USB-C/USB-C, entrambi da circa 45 cm di lunghezza. L'ingresso del drive è proprio USB-C e sia il dispositivo che i cavetti rispondono allo standard USB 3.2, che garantiscono velocità massime di lettura e scrittura di 1.050/1.000 MB/s, secondo quanto dichiarato dall'azienda due volte più veloce risp""",
 [("1TB","capacity",T,1,[],"'la variante da 1TB'"),("3 anni","duration",3*Y,1,[],"warranty"),("1 TB","capacity",T,1,[],""),
("1.050","bandwidth",1050*M,"1.050/1.000",["unit_elsewhere"],"'1.050/1.000 MB/s', dot grouping"),("1.000 MB/s","bandwidth",1000*M,1,[],"")])

doc("nl60_dailynintendo-microsd-express", "nl", "tune7",
 "https://dailynintendo.nl/microsd-express-wat-is-dat-nu-precies/",
"""Gamestop had van de week microSD Express toegevoegd aan hun systeem voor de Nintendo Switch 2. Eerdere geruchten hadden dit type microSD al eens genoemd. Het lijkt er dus op dat de Switch 2 weer geheugen kan laten uitbreiden met microSD kaarten, maar het is wel een flink verschil qua mogelijkheden.

Sinds de eerste generatie van de Nintendo Switch wordt het al ondersteund om het geheugen uit te breiden met microSD kaarten. In de recente jaren hebben de meeste kaarten minimaal wel 90 MB/s aan lees- en schrijfsnelheid. Dit kan oplopen naar zo’n 160 MB/s. Voor de oorspronkelijke Switch heb je een kaartje nodig van minimaal tussen de 60 en 95 MB/s. Des te sneller je kaart, des te beter je apparaat geïnstalleerde data kan lezen. Dus open werelden hebben minder haperingen en laadschermen worden korter bij hogere snelheden.

Hoewel de PS5 en Xbox Series X hier geen hele officiële cijfers over hebben, hebben die snelheden die vele malen hoger zijn. Zelfs een uitbreiding van het geheugen van de PS5 heeft minimaal 5.500 MB/s nodig. Hier zitten dus werelden van verschil. Nu past een grote SSD alleen niet zo makkelijk in een handheld apparaat, maar hier komt microSD Express voor.

Nu gaan deze nieuwe microSD kaarten de snelheid van een PS5 en Xbox Series X natuurlijk nooit halen. Het is echter wel een enorme sprong vooruit. Samsung had het vorig jaar over snelheden die tot 985 MB/s komen en Sandisk heeft een kaart op de markt met een snelheid van 880 MB/s. Dit is dus een flink stuk sneller dan de oude microSD, ze zijn zelfs een stuk sneller dan SATA SSD. Deze halen een maximale snelheid van 500 MB/s.

Hoewel microSD Express dus niet de snelheden van PS5 bijvoorbeeld halen, zullen ze wel zorgen dat je apparaat veel beter data kan lezen en wegschrijven. Er zal in het begin zeker weer een prijskaartje hebben, maar de oude snelheden zullen waarschijnlijk niet meer voldoen.
""", [("90 MB/s","bandwidth",90*M,1,[],""),("160 MB/s","bandwidth",160*M,1,[],""),
("60","bandwidth",60*M,"60 en 95",["unit_elsewhere"],"'tussen de 60 en 95 MB/s'"),("95 MB/s","bandwidth",95*M,1,[],""),
("5.500 MB/s","bandwidth",5500*M,1,[],"dot grouping"),("985 MB/s","bandwidth",985*M,1,[],""),("880 MB/s","bandwidth",880*M,1,[],""),
("500 MB/s","bandwidth",500*M,"van 500 MB/s",[],"'500 MB/s' also sits inside '5.500 MB/s'")])

doc("nl61_gadgetgear-samsung-pro-plus", "nl", "check7",
 "https://gadgetgear.nl/?p=133299",
"""Samsung heeft gisteren een nieuwe generatie microSD kaarten gepresenteerd. De grote vernieuwing in de kleine kaartjes is Samsung’s V-NAND technologie voor het stapelen van opslagruimte.
Dat stapelen van opslagruimte levert doorgaans veel uitdagingen op als het gaat om warmteontwikkeling en het aansturen daarvan. Dat is waar bedrijven als Samsung het verschil dan ook vaak proberen te maken. Op papier ziet het er in ieder geval heel goed uit.
Dit komt ook doordat deze nieuwe kaarten op het zogenaamde 28nm procedé zijn gemaakt, waar de voorgangers nog op 55nm werden geproduceerd. Deze kleinere schaal zorgt van zichzelf al voor hogere snelheden tegen een veel lager energieverbruik en daarmee een lagere warmteproductie. Die warmteproductie bepaalt weer voor een belangrijk deel hoelang een kaart dezelfde prestaties kan aanhouden.
De Samsung Pro Plus kaarten kunnen tot 180MB per seconde lezen en tot 130MB per seconde schrijven op de kaarten. Deze voldoet aan UHS Speed Class 3, Video Speed Class 30 en A2 voor apps.
De tweede kaart van Samsung is de nieuwe Samsung Evo Plus. Deze heeft een snelheid tot 160MB voor ‘overdracht’ stelt het persbericht, dus we verwachten dat het om de leessnelheid gaat. Ook deze voldoet aan UHS Speed Class 3 en Video Speed Class 30, omdat die kwaliteitsmarkeringen al jaren niet meer hoger gaan. De app class is met A1 wel iets lager. Dit wil zoveel zeggen als dat apps in potentie wat minder snel laden wanneer ze op de kaart geplaatst zijn. Belangrijk voor gebruikers van bijvoorbeeld de Nintendo Switch.
""", [("180MB per seconde","bandwidth",180*M,1,["spelled_out"],"process nodes 28nm/55nm left out"),
("130MB per seconde","bandwidth",130*M,1,["spelled_out"],""),
("160MB","bandwidth",160*M,1,["unit_implied"],"'een snelheid tot 160MB voor overdracht': a speed, 'per seconde' implied")])

doc("pl60_instalki-samsung-980-pro", "pl", "tune7",
 "https://www.instalki.pl/aktualnosci/hardware/43605-samsung-980-pro-ssd-pcie-4-nvme-m2.html",
"""Wyścigowy SSD od Samsunga Obsługa PCI-Express 4.0 zagościła na platformie AMD już jakiś czas temu. Wielu producentów zaprezentowało swoje nośniki SSD M.2 NVMe wykorzystujące właśnie moc drzemiącą w PCI-Express 4.0. Zawsze bardzo wydajne pozycje prezentował Samsung w swoich seriach 9xx Pro, ale wciąż nie dostawaliśmy następcy SSD 970 Pro, który pracował jeszcze na PCI-Express 3.0.



Firma po zapowiedziach na początku roku, w końcu przedstawiła nowy nośnik i jest tak jak zawsze, czyli wyjątkowo wydajnie. Oczywiście pewnym minusem jest konieczność posiadania odpowiedniej platformy, bo w przypadku Intela trzeba poczekać na Rocket Lake, ale też nie każda płyta AMD obsłuży PCI-Express 4.0. Nie mniej, jeśli już mamy zgodny sprzęt, który w pełni wykorzysta potencjał drzemiący w Samsungu 980 Pro, to osiągi będą wyjątkowo dobre.

Wizualnie mamy wciąż powtórkę w rozrywki i wzornictwo jak w 970 Pro / foto. Samsung



Firma chwali się maksymalnym zapisem do 7000 MB/s i odczytem do 5000 MB/s. Za to IOPS mogą wynosić nawet po 1000000 (zarówno w odczycie jak i zapisie). Trwałość TBW ustalono na 600 TB przy gwarancji wynoszącej 5 lat. To parametry z najpojemniejszego wariantu 1 TB, ale mniejsze sztuki nie będą wcale dużo gorsze. Jedynie zapis w wariancie 250 GB i jego wynik IOPS zauważalnie odstają od dwóch pojemniejszych braci. Co ciekawe, poprzedni 970 Pro nie był oferowany poniżej 500 GB.

Ekstremalny SSD w edycji PCIe 4.0.



Specyfikacja SSD Samsung 980 Pro

Pojemność: 250 GB / 500 GB / 1 TB

Interfejs: PCIe 4.0, NVMe 1.3c

Bufor: 512 MB LPDDR4 / 1 GB LPDDR4 (ver. 1 TB)

Kontroler i kości: Samsung Elpis, V-NAND 3-bit MLC (właściwie TLC)

Maksymalny odczyt: 6400 MBps / 6900 MBps / 7000 MBps

Maksymalny zapis: 2700 MBps / 5000 MBps / 5000 MBps

IOPS odczyt: 500000 / 800000 / 1000000
""", [("7000 MB/s","bandwidth",7000*M,1,[],"the prose swaps read and write ('zapisem do 7000 MB/s i odczytem do 5000 MB/s'); literal values kept"),
("5000 MB/s","bandwidth",5000*M,1,[],""),("1000000","iops",1e6,1,["unit_elsewhere"],"'IOPS mogą wynosić nawet po 1000000'"),
("600 TB","endurance",600*T,1,[],"TBW"),("5 lat","duration",5*Y,1,[],"warranty"),("1 TB","capacity",T,1,[],""),
("250 GB","capacity",250*G,1,[],""),("500 GB","capacity",500*G,1,[],""),
("250 GB","capacity",250*G,2,[],"'Pojemność: 250 GB / 500 GB / 1 TB'"),("500 GB","capacity",500*G,2,[],""),("1 TB","capacity",T,2,[],""),
("512 MB","capacity",512*M,1,[],"DRAM buffer"),("1 GB","capacity",G,1,[],"DRAM buffer"),("1 TB","capacity",T,3,[],"'(ver. 1 TB)'"),
("6400 MBps","bandwidth",6400*M,1,[],"'MBps'"),("6900 MBps","bandwidth",6900*M,1,[],""),("7000 MBps","bandwidth",7000*M,1,[],""),
("2700 MBps","bandwidth",2700*M,1,[],""),("5000 MBps","bandwidth",5000*M,1,[],""),("5000 MBps","bandwidth",5000*M,2,[],""),
("500000","iops",500000,1,["unit_elsewhere"],"'IOPS odczyt: 500000 / 800000 / 1000000'"),("800000","iops",800000,1,["unit_elsewhere"],""),
("1000000","iops",1e6,2,["unit_elsewhere"],"")])

doc("pl61_pcworld-samsung-980-pro", "pl", "check7",
 "https://www.pcworld.pl/news/Samsung-prezentuje-konsumencki-dysk-SSD-980-Pro-z-PCIe-4-0,422629.html",
"""Samsung wreszcie wprowadza na rynek 980 Pro, czyli swój pierwszy konsumencki dysk SSD z interfejsem PCIe 4.0 NVMe.

Prezentacja pierwszego dysku SSD klasy konsumenckiej PCIe 4.0 NVMe odbyła się osiem miesięcy temu na targach CES 2020. Teraz Samsung wprowadza go na rynek i oferuje aż trzy warianty: 250 GB, 500 GB i 1 TB.

Dysk 980 Pro SSD obiecuje odczyt sekwencyjny o prędkości 7000 MB/s i zapis sekwencyjny sięgający 5000 MB/s. To aż dwa razy więcej, niż obecne dyski SSD. Oczywiście należy mieć na uwadze, że aby osiągnąć taką prędkość odczytu i zapisu komputer musi mieć gniazdo PCIe 4.0.

Aktualnie takie gniazda posiadają tylko komputery z procesorami AMD z serii Ryzen 3000 i płytą główną z chipsetem X570. Przewiduje się jednak, że jeszcze w tym roku Intel wypuści swoje procesory 11. generacji Core ze zgodnością PCIe 4.0.

źródło: www.sammobile.com

W swoich dyskach SSD 980 Pro Samsung używa kontrolera Elpsis, który jest w stanie obsłużyć losowe operacje wykonywane z prędkością do miliona IOPS. To jeszcze nie wszystko - znajduje się tu 1 GB pamięci RAM LPDDR4, która służy za pamięć podręczną i 3-bitową pamięć V-NAND MLC (ale nie są to te same pamięci MLC, które były używane w dyskach 970 EVO SSD - firma rezygnuje z tych pamięci).

Dzięki PCIe 4.0 podwojono wydajność odczytu i zapisu. Jest to ogromny krok naprzód.

Firma z Korei Południowej nie ogłosiła jeszcze, jakie będą ceny dysków SSD 980 Pro, natomiast oczekuje się, że urządzenia już wkrótce trafią do sprzedaży na całym świecie.
""", [("osiem miesięcy","duration",8*MO,1,["spelled_out"],"'osiem miesięcy temu'; month = a twelfth of a year"),
("250 GB","capacity",250*G,1,[],""),("500 GB","capacity",500*G,1,[],""),("1 TB","capacity",T,1,[],""),
("7000 MB/s","bandwidth",7000*M,1,[],""),("5000 MB/s","bandwidth",5000*M,1,[],""),
("miliona IOPS","iops",1e6,1,["spelled_out"],"'do miliona IOPS'"),("1 GB","capacity",G,1,[],"DRAM cache")])

doc("ru60_3dnews-seagate-69-tb-platter", "ru", "tune7",
 "https://3dnews.ru/1133008/seagate-sozdala-magnitniy-disk-na-69-tbayt-iz-takih-mogno-sozdat-hdd-na-5569-tbayt",
"""Seagate создала магнитный диск на 6,9 Тбайт — из таких можно создать HDD на 55–69 Тбайт

Жёсткие диски остаются важнейшим компонентом в создании решений для хранения данных высокой ёмкости, особенно в центрах обработки данных. По данным IT Home, компания Seagate продолжает расширять границы возможного объёма хранения на одном жёстком диске и в лабораторных условиях достигла колоссальных 6,9 Тбайт ёмкости на пластину. Это открывает возможность создания HDD ёмкостью от 55 до 69 Тбайт.

Источник изображений: Seagate

Экспериментальная пластина Seagate на 6,9 Тбайт более чем вдвое превышает ёмкость пластин, используемых в коммерческих продуктах. В предыдущих моделях HDD, таких как Seagate HAMR ёмкостью 30 Тбайт, для достижения максимальной ёмкости используется 10 пластин по 3 Тбайт. Благодаря пластинам ёмкостью 6,9 Тбайт Seagate сможет создавать в том же формфакторе диски более чем вдвое объёмнее.

Для создания пластины на 6,9 Тбайт Seagate использовала технологию магнитной записи с тепловым нагревом (HAMR). В новых моделях накопителей Seagate эта техноло""",
 [("6,9 Тбайт","capacity",6.9*T,1,[],"headline, per platter"),("55","capacity",55*T,"55–69",["unit_elsewhere"],"'55–69 Тбайт' (en dash range)"),
("69 Тбайт","capacity",69*T,1,[],""),("6,9 Тбайт","capacity",6.9*T,2,[],""),("55","capacity",55*T,"55 до 69",["unit_elsewhere"],"'от 55 до 69 Тбайт'"),
("69 Тбайт","capacity",69*T,2,[],""),("6,9 Тбайт","capacity",6.9*T,3,[],""),("30 Тбайт","capacity",30*T,1,[],""),
("3 Тбайт","capacity",3*T,1,[],"'10 пластин по 3 Тбайт' (10 is a count)"),("6,9 Тбайт","capacity",6.9*T,4,[],""),("6,9 Тбайт","capacity",6.9*T,5,[],"")])

doc("ru61_siteua-seagate-8tb", "ru", "check7",
 "http://it.siteua.org/ИТ-Новости/546158/Seagate_тестирует_диски_на_8_ТБ/print",
"""Сейчас максимальная вместимость доступных на рынке винчестеров Seagate составляет 6 Тб. Новые накопители на 8 Тб рассчитаны в первую очередь на крупные центры обработки данных и облачные платформы. Отмечается, что 8-терабайтные диски уже получили для тестирования некоторые заказчики Seagate, давшие положительные отзывы об устройствах. Массовые поставки таких винчестеров могут начаться ближе к 2015 году.
Более того, как сообщается, в планах Seagate значится разработка жестких дисков, вмещающих 10 Тб информации. Правда, такие устройства вряд ли появятся на рынке ранее 2016 года. Seagate отмечает, что за три месяца — с апреля по июнь включительно — было отгружено 52,5 млн накопителей. Их суммарная емкость достигла 49,6 эксабайт: это на 8% больше по сравнению с аналогичным периодом 2013 года.
""", [("6 Тб","capacity",6*T,1,[],""),("8 Тб","capacity",8*T,1,[],""),("8-терабайтные","capacity",8*T,1,["spelled_out"],"hyphenated adjective"),
("10 Тб","capacity",10*T,1,[],""),("три месяца","duration",3*MO,1,["spelled_out"],"quarter; month = a twelfth of a year"),
("49,6 эксабайт","capacity",49.6e18,1,["spelled_out"],"total shipped; '52,5 млн' before it is a count")])

doc("es60_microsoftinsider-860-qvo", "es", "tune7",
 "https://www.microsoftinsider.es/135427/samsung-anuncia-oficialmente-sus-nuevos-ssd-qvo/",
"""Desde hace algunos días (semanas incluso) se hablaba de que pronto llegarían unos nuevos SSD de diversos fabricantes cuyo punto fuerte y principal sería el ofrecer grandes capacidades a precios asequibles.

Llegan los Samsung QVO

Se comenzó hablando de Toshiba y recientemente Samsung ha anunciado sus nuevos SSD QVO. En concreto, la unidad que han anunciado es el Samsung 860 QVO, utilizando la misma nomenclatura que han usado hasta ahora pero añadiéndole ese apellido.

Esta nueva gama se basa en la arquitectura de flash NAND de celdas de niveles múltiples (MLC) de alta densidad de 4 bits y que contarán (de momento) con interfaz SATA y un encapsulado de 2,5 pulgadas, al estilo que nos tienen acostumbrados este tipo de unidades de estado sólido.

¿Dónde está el truco?

Las velocidades de lectura y escritura que prometen son de hasta 550 MB/s en lectura y 520 de escritura. Samsung además ofrece una garantía de 3 años o 1.440 TB escritos para la versión de 4TB, 720 para el de 2TB y 360 para el de 1TB.

El precio de estas unidades arrancará con 149$ para la versión de 1 TB y estarán disponibles a partir del 16 de diciembre de 2018.

El truco al que nos referimos en el título, según cuentan las malas ( o no tan malas) lenguas, está en la durabilidad de esta nueva línea de SSD (no sólo nos referimos a Samsung, sino a los de los otros fabricantes). Habrá que ver cuánto duran realmente estas unidades para ver si de verdad merecen la pena o no.

Obviamente este tipo de unidades va enfocado a un entorno doméstico y para nada profesional. Este tipo de SSD unidos a la bajada de precio del resto son una muy buena noticia para el consumidor final.
""", [("550 MB/s","bandwidth",550*M,1,[],""),("520","bandwidth",520*M,"520 de escritura",["unit_elsewhere"],"'520 de escritura': MB/s carried from 550 MB/s"),
("3 años","duration",3*Y,1,[],"warranty"),("1.440 TB escritos","endurance",1440*T,1,[],"dot grouping"),("4TB","capacity",4*T,1,[],""),
("720","endurance",720*T,"720 para",["unit_elsewhere"],"'720 para el de 2TB': TB escritos carried"),("2TB","capacity",2*T,1,[],""),
("360","endurance",360*T,"360 para",["unit_elsewhere"],""),("1TB","capacity",T,1,[],""),("1 TB","capacity",T,1,[],"price '149$' left out")])

doc("es61_madboxpc-850-evo-4tb", "es", "check7",
 "https://madboxpc.com/samsung-finalmente-lanza-sus-ssd-850-evo-de-4-tb",
"""Samsung finalmente lanza sus SSD 850 EVO de 4 TB

Samsung nuevamente bate su propio record en capacidad para sus SSD, esta vez lanzando sus primeras unidades SSD para el mercado de consumo general, con una capacidad de nada menos que 4 TB, cumpliendo con el anuncio hecho el año pasado.

En efecto, en septiembre del 2015, Samsung anunció que para este 2016 lanzaría al mercado sus primeras unidades SSD de su familia EVO y PRO con capacidades de hasta 4TB, y tal como prometió la compañía con oficinas centrales en Corea del Sur, finalmente hace el anuncio de disponibilidad de los nuevos SSD 850 EVO de 4TB.

Hasta ahora las unidades 850 EVO de Samsung, contaban con capacidades máximas de 2TB, modelo lanzado en julio de 2015 y ahora se suma el modelo de 4TB, el cual como principal novedad -además de los 4TB- es que utilizan memorias MLC (Multi Layer Cell) vertical NAND (V-NAND) de tercera generación con chips de hasta 48 capas (Layers) y celdas de 3-bit (3-bit-cell), a diferencia de las memorias V-NAND de las unidades actuales que utilizan chip de hasta 32 capas.

La utilización de memorias V-NAND de tercera generación (48-capas), le permite a Samsung lograr una mayor densidad respecto a los chips de segunda generación (32-capas), es decir, los nuevos chips alcanzan los 256 Gbs (Gigabits) vs 128 Gbs de las memorias actuales y con esto poder ofrecer unidades con esta capacidad (4 TB).

Samsung_850EVO_4TB_01
En términos técnicos las nuevas unidades 850 EVO de 4 TB utilizan un controlador Samsung MHX de 3 núcleos, utilizan las ya mencionadas memorias Samsung V-NAND 3D de 48 capas y 3-bit, interfaz SATA 6Gb/s logrando velocidades de lectura y escritura secuencial de 540 y 520 MB/s respectivamente. En cuanto al rendimiento en de lectura y escritura aleatorio en IOPS tenemos 98,000 IOPS (Random Read) y 90.000 (Random Write) entre otras características y especificaciones que pueden r""",
 [("4 TB","capacity",4*T,1,[],"headline"),("4 TB","capacity",4*T,2,[],""),("4TB","capacity",4*T,1,[],""),("4TB","capacity",4*T,2,[],""),
("2TB","capacity",2*T,1,[],""),("4TB","capacity",4*T,3,[],""),("4TB","capacity",4*T,4,[],"'-además de los 4TB-'"),
("256 Gbs","capacity",32*G,1,[],"'256 Gbs (Gigabits)': chip density in gigabits, not a link speed"),("128 Gbs","capacity",16*G,1,[],"gigabits"),
("4 TB","capacity",4*T,3,[],"'(4 TB)'"),("4TB","capacity",4*T,5,["name"],"image file name 'Samsung_850EVO_4TB_01'"),("4 TB","capacity",4*T,4,[],""),
("6Gb/s","link_speed",6e9,1,[],""),("540","bandwidth",540*M,"540 y 520",["unit_elsewhere"],"'540 y 520 MB/s'"),("520 MB/s","bandwidth",520*M,1,[],""),
("98,000 IOPS","iops",98000,1,[],"comma used as thousands separator in Spanish text (English style)"),
("90.000","iops",90000,"90.000 (Random",["unit_elsewhere"],"dot grouping; IOPS carried from '98,000 IOPS'")])

doc("pt60_tecmundo-quanto-dura-ssd", "pt", "tune7",
 "https://tecmundo.com.br/ssd/57969-realmente-dura-ssd.htm",
"""Você já deve saber que os drives de estado sólido (SSD) possuem um tempo de vida útil limitado, de acordo com a quantidade de informações que são armazenadas em cada unidade. Em alguns casos eles podem ser usados por vários e vários anos, mas há alguns consumidores que podem encontrar falhas nos equipamentos em menos tempo.
Isso tudo acontece porque as memórias Flash utilizadas perdem a capacidade de salvar dados depois de uma grande quantidade deles ter sido acionada. Mas quantos TB de informações podem ser salvos em um SSD antes que ele sucumba às limitações da memória? O site TechReport fez a análise com vários SSDs para responder a essas perguntas para nós. São eles: Corsair Neutron GTX 240GB, Intel 335 Series 240GB, Samsung 840 Series 250GB, Samsung 840 Pro 256GB e dois Kingston HyperX 3K 240GB.
Os primeiros a serem eliminados do combate por apresentarem falhas críticas foram o Intel 335 Series e um dos dois Kingston HyperX 3K 240GB. Ambos tiveram esse problema pouco após ultrapassarem a marca dos 700 TB de informações e pararam de operar totalmente pouco depois. O primeiro (Intel) falhou totalmente aos 750 TB, enquanto o segundo (Kingston) aos 728 TB.
Na outra ponta do ranking, os aparelhos que mais foram longe foram o Corsair Neutron GTX, o Samsung 840 Pro e o outro Kingston HyperX 3K 240GB — desta vez com dados compressíveis. Todos eles passaram da marca de 1 Petabyte sem apresentar nenhuma falha, o que é ótimo para qualquer consumidor que optar por comprar esses equipamentos.
""", [("240GB","capacity",240*G,1,["name"],"'Corsair Neutron GTX 240GB'"),("240GB","capacity",240*G,2,["name"],""),("250GB","capacity",250*G,1,["name"],""),
("256GB","capacity",256*G,1,["name"],""),("240GB","capacity",240*G,3,["name"],""),("240GB","capacity",240*G,4,["name"],""),
("700 TB","endurance",700*T,1,[],"data written before failure"),("750 TB","endurance",750*T,1,[],""),("728 TB","endurance",728*T,1,[],""),
("240GB","capacity",240*G,5,["name"],""),("1 Petabyte","endurance",1e15,1,["spelled_out"],"written without failure")])

doc("pt61_visiotronic-ssd-durabilidade", "pt", "check7",
 "https://visiotronic.com.br/cuidado-seu-ssd-pode-nao-durar-muito-tempo",
"""Posso confiar no meu SSD?
A vida média de um SSD (Solid State Drive) pode variar bastante, dependendo do tipo de memória flash utilizada e do uso do dispositivo. No entanto, muitos fabricantes de SSDs especificam a durabilidade dos seus produtos em termos de TBW (Terabytes Written), que é a quantidade de dados que podem ser gravados no SSD antes de ele começar a apresentar falhas.
Um breve histórico sobre os SSDs
Os Solid State Drives (SSDs) surgiram como uma evolução revolucionária no armazenamento de dados. Ao contrário dos discos rígidos tradicionais (HDDs) que utilizam pratos giratórios e cabeças magnéticas, os SSDs utilizam memória flash para armazenar dados. A memória flash foi inventada pela Toshiba na década de 1980, mas os primeiros SSDs só começaram a ganhar popularidade no final dos anos 2000, quando a tecnologia se tornou mais acessível e eficiente.
Durabilidade dos SSDs
A durabilidade de um SSD é uma preocupação comum, especialmente em relação ao desgaste da memória flash. Cada célula de memória flash tem um número limitado de ciclos de gravação/remoção, o que significa que com o tempo, a capacidade de um SSD de armazenar dados pode diminuir. No entanto, os avanços na tecnologia de memória e nos algoritmos de gerenciamento de desgaste (wear leveling) têm melhorado significativamente a vida útil dos SSDs.
Para a maioria dos usuários de SSDs, a vida útil pode ser de vários anos. A expectativa de vida de um SSD é frequentemente especificada em termos de TBW. Por exemplo, um SSD típico pode ter uma expectativa de vida útil entre 150 TBW a 600 TBW. Isso significa que se você gravar 50 GB de dados por dia, um SSD de 300 TBW duraria mais de 16 anos.
""", [("150 TBW","endurance",150*T,1,[],""),("600 TBW","endurance",600*T,1,[],""),("50 GB","capacity",50*G,1,[],"written per day"),
("300 TBW","endurance",300*T,1,[],""),("16 anos","duration",16*Y,1,[],"")])

doc("de60_notebookcheck-samsung-980-pro", "de", "tune7",
 "https://notebookcheck.com/Die-Samsung-980-Pro-SSD-erreicht-bis-zu-7-000-MB-s-ueber-PCIe-4-0-allerdings-mit-Kompromissen.490845.0.html",
"""Die Samsung 980 Pro SSD erreicht bis zu 7.000 MB/s über PCIe 4.0, allerdings mit Kompromissen
Die Samsung 980 Pro SSD wurde bereits zur CES im Januar auf dem Messegelände gesichtet, jetzt hat das Unternehmen die Spezifikationen der SSD auf seiner eigenen Webseite bestätigt, auch wenn Informationen zum Preis und zum Launch-Datum in Europa noch ausstehen.
Demnach ist die 980 Pro mit Kapazitäten zwischen 250 GB und 1 TB erhältlich, in jedem Fall kommt sie im M.2 2280-Formfaktor und mit einer Garantie von fünf Jahren. Die SSD erreicht eine sequentielle Lesegeschwindigkeit von bis zu 7.000 MB/s, eine Schreibgeschwindigkeit von bis zu 5.000 MB/s, eine QD32-Performance von einer Millionen IOPS und eine QD1-Leistung von 22.000 bzw. 60.000 IOPS (Schreiben / Lesen).
Wir erweitern unser Team und suchen News-Redakteure sowie Unterstützung für unsere Video-Produktion im Raum Hamburg.
Details
Im Vergleich zur 970 Pro (ca. 171 Euro auf Amazon) wurde die Leistung verdoppelt, allerdings hat die Sache einen Haken: Die SSD setzt auf TLC-NAND-Speicher, die maximale Geschwindigkeit wird nur durch den verbauten SLC-Cache erreicht, der je nach Kapazität insgesamt 13 GB, 22 GB bzw. 42 GB umfasst. Ohne Cache sinkt die sequentielle Schreibleistung auf 500 MB/s, 1.100 MB/s bzw. 2.000 MB/s. Auch die Lebenszeit hat sich im Vergleich zum Vorgänger halbiert: Samsung spezifiziert die Total Bytes Written (TBW), nach denen die Garantie erlischt, mit maximal 600 TB beim 1 TB Modell.
Das Paket wird durch einen maximal 1 GB großen LPDDR4-RAM-Cache abgerundet. Ein Kühlkörper fehlt allerdings, ob der Nickel-beschichtete Controller-Chip und die kühlende Folie ausreichen, um die Hitze abzuführen, die unter Last bei einem Stromverbrauch von immerhin 8,9 Watt erzeugt wird, bleibt abzuwarten.
""", [("7.000 MB/s","bandwidth",7000*M,1,[],"headline, dot grouping"),("250 GB","capacity",250*G,1,[],""),("1 TB","capacity",T,1,[],""),
("fünf Jahren","duration",5*Y,1,["spelled_out"],"warranty"),("7.000 MB/s","bandwidth",7000*M,2,[],""),("5.000 MB/s","bandwidth",5000*M,1,[],""),
("einer Millionen IOPS","iops",1e6,1,["spelled_out"],"QD32 (queue depth left out)"),("22.000","iops",22000,"22.000 bzw.",["unit_elsewhere"],"'22.000 bzw. 60.000 IOPS'"),
("60.000 IOPS","iops",60000,1,[],""),("13 GB","capacity",13*G,1,[],"SLC cache"),("22 GB","capacity",22*G,1,[],""),("42 GB","capacity",42*G,1,[],""),
("500 MB/s","bandwidth",500*M,1,[],""),("1.100 MB/s","bandwidth",1100*M,1,[],""),("2.000 MB/s","bandwidth",2000*M,1,[],""),
("600 TB","endurance",600*T,1,[],"TBW"),("1 TB","capacity",T,2,[],"'beim 1 TB Modell'"),("1 GB","capacity",G,1,[],"DRAM cache"),
("8,9 Watt","power",8.9,1,[],"")])

doc("de61_itmagazine-hgst-hs14", "de", "check7",
 "https://itmagazine.ch/artikel/65724/HGST_zeigt_erste_14-TB-Platte.html",
"""Nachdem
Seagate eben erst eine HDD mit einer Kapazität von 12 Terabyte vorgestellt hat, setzt
Western Digital über die Submarke
HGST mit der Ultrastar Hs14 und einer Kapazität von 14 Terabyte noch einen drauf. Die Harddisk ist mit Helium gefüllt und verwendet acht Platter, wobei HGST dank überlappender Spuren (SMR, Shingled Magnetic Recording) eine besonders hohe Datendichte erreicht. Allerdings soll sich durch das Verfahren die Schreibgeschwindigkeit verringern, weshalb der Cache auf 512 MB ausgebaut wurde. Und selbst damit kommt die Hs14 mit 233 MB pro Sekunde auf eine eher gemächliche Datentransferrate, was insofern aber zu vernachlässigen ist, da die Riesendisk vor allem für Archivaufgaben eingesetzt werde dürfte. Positiv zudem ist die verhältnismässig geringe Leistungsaufnahme von 6,4 (aktiv) und 5,2 Watt (Idle).
Erscheinen wird die 3,5-Zoll-Harddsik im Herbst. Bis dahin dürften wohl weitere Hersteller mit entsprechenden Kapazitäten aufwarten.
(mw)
""", [("12 Terabyte","capacity",12*T,1,["spelled_out"],""),("14 Terabyte","capacity",14*T,1,["spelled_out"],""),("512 MB","capacity",512*M,1,[],"cache"),
("233 MB pro Sekunde","bandwidth",233*M,1,["spelled_out"],""),("6,4","power",6.4,"6,4 (aktiv)",["unit_elsewhere"],"'6,4 (aktiv) und 5,2 Watt (Idle)'"),
("5,2 Watt","power",5.2,1,[],"idle")])
