# tune10/check10: fresh real text, 4 articles each in fr, it, nl and pl (two per language in each half): SSD, HDD, NAS-disk,
# memory-card and PCIe explainers, spec news and a review. Texts are the `search` tool's stored excerpts (corpus "pages"; a
# leading " date YYYY-MM " stamp, image captions and alt texts, bylines with counters, breadcrumbs and page chrome before the
# headline or after the article dropped), cut at paragraph boundaries or at the last whole sentence before a cut-off
# fragment; each passed held_out_check.py. check10 is only scored. In nl91 the stored excerpt repeats the tail of each bolded
# list item ("ongeveer 4 GB aan opslag. 1 uur ..."), an extraction artefact: the three list items are given once, as on the
# page. As in spec1-10, percentages, ratios (70/30), rpm, prices, years and dates, temperatures, block sizes (4K), queue
# depths, form factors and dimensions (69 x 64 x 11 mm, 2,5-calowych), weights, interface, PCIe, USB and software versions,
# speed-class names (Class 10, V30, A1, classe 2,4,6 o 10), lane counts (x4, czterech liniach), layer and channel counts,
# pixel counts (12 megapixels), part and model numbers (ST14000NM0138, ST2000DM008, 30-30) and other counts (5.700 full-HD films,
# 284 foto's, drive counts) are left out. Months are a twelfth of a year, a year 365 days. None of the 16 sites was in
# SOURCES.md before; numrush.nl (Samsung PM1643) was dropped: held_out_check.py found it in a hidden set.
Y = 365*86400
H = 3600
D = 86400

doc("fr90_phonandroid-kioxia-pcie5-prototype", "fr", "tune10",
 "https://www.phonandroid.com/les-ssd-pcie-5-0-debarquent-ils-sont-2-fois-plus-rapides-que-les-modeles-actuels-sur-pc.html",
"""Alors que les dernières consoles PlayStation 5 et Xbox Series X/S reposent sur des SSD PCIe 4.0, un fabricant de mémoire japonais finalise déjà le développement de ses solutions de stockage PCIe 5.0 ultrarapides.

Kioxia nous a offert un aperçu de ce que sera l'avenir des SSD, et la prochaine génération s’annonce extrêmement rapide. En effet, un prototype de SSD utilisant le protocole PCIe 5.0 aurait atteint des vitesses de lecture séquentielle allant jusqu'à 14 000 Mo/s, soit deux fois plus que les meilleurs SSD PCIe 4.0 de 2021.

Kioxia compare son prototype à un de ses disques PCIe 4.0, le Kioxia CM6. Celui-ci obtient environ 6 900 Mo/s en lecture séquentielle et 4 200 Mo/s en écriture séquentielle, mais c’est loin d’être aussi rapide que le nouveau prototype, qui atteint les 14 000 Mo/s en lecture séquentielle et les 7 000 Mo/s en écriture séquentielle. Le futur protocole PCIe 5.0 promet donc une augmentation considérable de 103 % des vitesses de lecture séquentielle et de 67 % pour l’écriture.

Les SSD PCIe 5.0 offrent une latence réduite et arriveront en 2022

En plus d’améliorer les performances de lecture et d’écriture séquentielle, le temps de réponse s'est également considérablement amélioré. Kioxia estime une réduction de 77 % de la latence de lecture et de 50 % de la latence d'écriture.

Le disque prototype semble également exceller en matière de performances aléatoires, avec 2,5 millions d'IOPS en lecture aléatoire, 290 000 IOPS en écriture aléatoire et 750 000 IOPS dans un scénario mixte comprenant 70 % de lectures et 30 % d'écritures. Cela représente des améliorations respectives de 79 %, 86 % et 50 % par rapport à la génération précédente.
""", [("14 000 Mo/s","bandwidth",14000*M,1,[],"space grouping; 'PlayStation 5', 'CM6' are names, 'deux fois' and percentages left out"),
("6 900 Mo/s","bandwidth",6900*M,1,[],"CM6 read"),("4 200 Mo/s","bandwidth",4200*M,1,[],"CM6 write"),
("14 000 Mo/s","bandwidth",14000*M,2,[],"prototype read"),("7 000 Mo/s","bandwidth",7000*M,1,[],"prototype write"),
("2,5 millions d'IOPS","iops",2.5e6,1,["spelled_out"],"'2,5 millions d'IOPS': decimal comma and a word multiplier, IOPS after 'd''"),
("290 000 IOPS","iops",290000,1,[],"random write"),("750 000 IOPS","iops",750000,1,[],"mixed 70/30 (ratio left out)")])

doc("fr91_factornews-guide-cartes-sd", "fr", "tune10",
 "https://www.factornews.com/actualites/petit-guide-des-cartes-sd-50947.html",
"""SD

miniSD (plus ou moins abandonnées)

microSD

SD : jusqu'à 2 Go

SD High Capacity : jusqu'à 32 Go - HC

SD Extended Capacity : jusqu'à 2 To - XC

SD Ultra Capacity : jusqu'à 128 To - UC

De base: jusqu'à 12,5 Mo/s

High Speed : jusqu'à 25 Mo/s

Ultra High Speed-I : jusqu'à 104 Mo/s - "I" (1 en chiffres romains)

Ultra High Speed-II : jusqu'à 312 Mo/s - "II" (2 en chiffres romains)

Ultra High Speed-III : jusqu'à 624 Mo/s - "III" (3 en chiffres romains)

Express : jusqu'à 1969 Mo/s - "EX"

Class 1 : minimum 10 Mo/s - un 1 dans un U

Class 3 : minimum 30 Mo/s - un 3 dans un U

Class 10 : minimum 10 Mo/s - V10

Class 30 : minimum 30 Mo/s - V30

Class 60 : minimum 60 Mo/s - V60

Class 90 : minimum 90 Mo/s - V90

Application Performance Class 1 : Minimum 1500 IOPS en lecteur et 500 IOPS en écriture - A1

Application Performance Class 2 : Minimum 4000 IOPS en lecteur et 2000 IOPS en écriture - A2

Les cartes Secure Digital ou SD sont apparues en 1999 et le but premier était d'améliorer les cartes MMC en ajoutant des DRMs. Développées par SanDisk, Panasonic et Toshiba, elles ont gagné la guerre des formats contre les Memory Sticks de Sony et sont devenues omniprésentes même si les CompactFlash (aussi développées par SanDisk) continuent d'être populaires dans les appareils photos.Depuis leur introduction sur le marché, il y a eu trois tonnes de nouvelles variantes aux noms plus ou moins explicites donc voici un petit glossaire pour comprendre le tout. Lisez toujours ce qu'il y a marqué directement sur la carte. C'est les mentions que j'ai mis en gras mais en résumé, si vous cherchez une carte microSD pour votre Switch 2, il faut qu'elle ait la mention "EX" pour être compatible.
""", [("2 Go","capacity",2*G,1,[],"the glossary is one item a paragraph, its headings lost in the stored text; the quote also sits inside the later '32 Go'"),
("32 Go","capacity",32*G,1,[],""),("2 To","capacity",2*T,1,[],""),("128 To","capacity",128*T,1,[],""),
("12,5 Mo/s","bandwidth",12.5*M,1,[],"decimal comma; bus speeds follow"),("25 Mo/s","bandwidth",25*M,1,[],""),
("104 Mo/s","bandwidth",104*M,1,[],"'(1 en chiffres romains)' is not a figure"),("312 Mo/s","bandwidth",312*M,1,[],""),
("624 Mo/s","bandwidth",624*M,1,[],""),("1969 Mo/s","bandwidth",1969*M,1,[],"'Express'"),
("10 Mo/s","bandwidth",10*M,1,[],"minimum write speeds; class names (Class 1, V10 ...) left out"),("30 Mo/s","bandwidth",30*M,1,[],""),
("10 Mo/s","bandwidth",10*M,2,[],""),("30 Mo/s","bandwidth",30*M,2,[],""),("60 Mo/s","bandwidth",60*M,1,[],""),
("90 Mo/s","bandwidth",90*M,1,[],""),("1500 IOPS","iops",1500,1,[],"A1 read minimum"),
("500 IOPS","iops",500,"500 IOPS en écriture - A1",[],"the quote also sits inside '1500 IOPS' just before"),
("4000 IOPS","iops",4000,1,[],"A2"),("2000 IOPS","iops",2000,1,[],"'Switch 2' is a name, '1999' a year")])

doc("fr92_materiel-guide-disque-dur", "fr", "check10",
 "https://www.materiel.net/guide-achat/g30-le-stockage/6121/",
"""Choisir son disque dur interne
Le disque dur (ou HDD pour Hard Disk Drive) est une antiquité en matière de hardware. Inventé dans les années 50, il n’a cessé de progresser. À la fin des années 70 les premiers disques dits 30-30 stockaient 30 Mo par unité. Le disque 5 pouces ¼ apparait en 1980 pour une capacité de 5 Mo et un prix avoisinant 1500$ ! Si les disques durs ont vu leur prix fondre et se voient concurrencer par les SSD, le tarif et la capacité ne sont pas les seuls paramètres à considérer. Nous vous listons dans ce guide les critères importants.
Les points essentiels :
Anatomie d'un disque dur
Un disque dur est un support de stockage à plateaux magnétiques formés le plus souvent de deux surfaces. Ce sont sur ces plateaux que sont stockées les données lus ou écrites grâce aux têtes qui se déplacent à la surface. Ce système est supervisé par un contrôleur de disque qui dirige les têtes, les vitesses de rotation et qui interprète les données.
On le confond à tort avec l’interface, formée en réalité du connecteur qui va accueillir les câbles de la carte-mère et de l’alimentation. Aujourd’hui, la plupart des HDD sont en interface S-ATA mais les termes IDE ou SCSI rappelleront à certains quelques souvenirs pas si lointains.
De nombreuses notions techniques sont mises en œuvre dans un disque dur : temps de latence et de positionnement influent considérablement sur ses performances.
Les usages
Les disques durs peuvent être utilisés de différentes manières :
- HDD pour PC fixe : les plus répandus
- HDD pour PC portable : se présente sous un plus petit format
- HDD pour NAS : pour stocker des masses de données en réseau
- HDD pour serveurs : s'adressent aux professionnels
Choisissez votre HDD selon votre besoin :
Disque dur 2 To, 3.5", SATA/AHCI, 7200 tr/min, 256 Mo, ST2000DM008
Disque dur 4 To, 3.5", SATA/AHCI, 5400 tr/min, 256 Mo, CMR, WD40EFPX
Disque dur 4 To, 3.5", SATA/AHCI, 5400 tr/min, 256 Mo, ST4000DM004
""", [("30 Mo","capacity",30*M,1,[],"'30-30' is a name, decades and '1980' left out"),("5 Mo","capacity",5*M,1,[],"'5 pouces ¼' form factor and the price left out"),
("2 To","capacity",2*T,1,[],"product lines: form factor, rpm and part numbers left out"),("256 Mo","capacity",256*M,1,[],"cache"),
("4 To","capacity",4*T,1,[],""),("256 Mo","capacity",256*M,2,[],""),("4 To","capacity",4*T,2,[],""),("256 Mo","capacity",256*M,3,[],"")])

doc("fr93_journaldunet-histoire-disque-dur", "fr", "check10",
 "http://www.journaldunet.com/solutions/0705/070515-histoire-technologies-stockage/6.shtml",
"""Les disques durs se sont massivement implantés dans les premiers ordinateurs grand public en raison de leur capacité de stockage importante, de la durée de vie du média, de son faible coût et des multiples réécritures possibles. Son temps d'accès moyen, de l'ordre de 4 à 8 ms, en fait une alternative intéressante aux bandes magnétiques, moins chères mais plus lentes d'accès (de l'ordre de la minute).

Les disques durs proposaient des capacités de stockage de 20 à 50 Mo dans les premiers PC grand public, contre 500 Go aujourd'hui. Ils utilisent des interfaçes SAS, SCSI ou SATA-2 pour se connecter à chaud aux ordinateurs.

Année de création : 1956

Capacité de stockage : 500 Go

Taux de transfert : 150 Mbit/s

Réécriture possible : oui
""", [("4","latency",4e-3,"4 à 8 ms",["unit_elsewhere"],"'de l'ordre de 4 à 8 ms' access time; '(de l'ordre de la minute)' has no number"),
("8 ms","latency",8e-3,1,[],""),("20","capacity",20*M,"20 à 50 Mo",["unit_elsewhere"],"'20 à 50 Mo'"),("50 Mo","capacity",50*M,1,[],""),
("500 Go","capacity",500*G,1,[],"'SATA-2' and the year left out"),("500 Go","capacity",500*G,2,[],"fact box"),
("150 Mbit/s","link_speed",150e6,1,[],"fact box 'Taux de transfert', written in bits")])

doc("it90_microsmeta-pcie4-vs-pcie5", "it", "tune10",
 "https://www.microsmeta.com/dblog/stampa.asp?articolo=2776",
"""SSD NVMe: cosa significa PCIe 4.0 vs 5.0 e serve davvero il più veloce?
Se stai assemblando un nuovo PC o aggiornando il tuo laptop, la scelta dello storage non è più "HDD o SSD", ma "quale SSD". Il formato M.2 NVMe ha sbaragliato i vecchi SSD SATA, ma ora il mercato è diviso tra PCIe 4.0 e il nuovo PCIe 5.0. Con velocità che superano i 12.000 MB/s, serve davvero spendere di più per l'ultimo standard? ARTICOLO COMPLETO
Cosa sono NVMe e PCIe?
Facciamo chiarezza:
- SATA III: È la vecchia interfaccia per hard disk e SSD da 2.5 pollici. Ha un limite massimo teorico di 600 MB/s.
- M.2: È solo il *formato fisico* (la "chiavetta" sottile). Non dice nulla sulla velocità.
- NVMe (Non-Volatile Memory Express): È il *protocollo* (il linguaggio) che permette all'SSD di comunicare direttamente con la CPU, bypassando il vecchio collo di bottiglia SATA.
- PCIe (PCI Express): È l'interfaccia fisica (l'"autostrada") che l'NVMe usa. È la stessa usata dalle schede video.
In breve: un SSD M.2 NVMe usa l'autostrada PCIe per parlare direttamente con la CPU.
La differenza tra le generazioni: la velocità raddoppia
Ogni nuova generazione di PCIe raddoppia la larghezza di banda disponibile.
| Standard PCIe |
Velocità Massima Teorica (x4) |
Velocità Reale (Modelli Top) |
| PCIe 3.0 |
~4.000 MB/s |
~3.500 MB/s |
| PCIe 4.0 |
~8.000 MB/s |
~7.400 MB/s |
| PCIe 5.0 |
~16.000 MB/s |
~12.000 - 14.000 MB/s |
Per chi è il PCIe 5.0? (E serve per il gaming?)
Qui sta il punto cruciale: queste velocità estreme sono utili solo a pochi.
- Utente Medio e Gamer: Per l'avvio di Windows, il caricamento dei giochi e l'uso generale, la differenza di percezione tra un buon PCIe 4.0 e un PCIe 5.0 è quasi zero. L'occhio umano non percepisce la differenza tra un caricamento di 2 secondi e uno di 1.8 secondi. La tecnologia "DirectStorage" di Microsoft beneficerà di SSD veloci, ma un 4.0 è più che sufficiente.
""", [("12.000 MB/s","bandwidth",12000*M,1,[],"dot grouping; '2.5 pollici' form factor left out"),("600 MB/s","bandwidth",600*M,1,[],"SATA III ceiling"),
("4.000 MB/s","bandwidth",4000*M,1,[],"table, one cell a line, '~' before each value; '(x4)' left out; the quote also sits inside the later '14.000 MB/s'"),
("3.500 MB/s","bandwidth",3500*M,1,[],""),("8.000 MB/s","bandwidth",8000*M,1,[],""),("7.400 MB/s","bandwidth",7400*M,1,[],""),
("16.000 MB/s","bandwidth",16000*M,1,[],""),("12.000","bandwidth",12000*M,"12.000 - 14.000",["unit_elsewhere"],"'~12.000 - 14.000 MB/s' range"),
("14.000 MB/s","bandwidth",14000*M,1,[],""),("2 secondi","duration",2,1,[],"load time"),
("1.8 secondi","duration",1.8,1,[],"decimal point in an Italian text that groups thousands with dots: 1.8 s, not 1800")])

doc("it91_whytech-migliore-micro-sd", "it", "tune10",
 "https://www.why-tech.it/recensioni/la-migliore-micro-sd-come-scegliere-e-quale-comprare.html",
"""La migliore Micro SD: come scegliere e quale comprare

Gli Smartphone, le fotocamere e le action cam, i tablet, così come una miriade di altri dispositivi presenti nelle nostre vite, necessitano spesso di uno spazio maggiore per archiviare i dati. Per questo motivo ci vengono in aiuto le famose schede di memoria microSD, uno degli accessori più venduti in assoluto, ovvero dei piccoli supporti esterni che permettono di espandere la capacità del dispositivo fornendo ad esso una memoria maggiore su cui archiviare file multimediali

Ma avete mai provato a cercarne una online? Infinite marche e produttori, mille sigle diverse, classi e diverse capacità, rendono la scelta un'impresa. Non preoccupatevi, in questo articolo vi spiegherò tutto quello che vi occorre sapere per fare la scelta giusta! Quale sarà la migliore micro SD per GoPro, la migliore micro SD per action cam, la migliore micro SD per video 4k, la migliore micro SD per cellulare Android, la migliore scheda di memoria per lettori mp3?

Micro SD: di cosa si tratta

Qualche anno fa comprare una micro SD era una spesa folle, oggi però hanno un costo irrisorio e sono diventate indispensabili per espandere la capacità dei device

Non tutte le micro SD sono però uguali! Negli ultimi anni lo standard di queste piccole schede si è evoluto parecchio, pensate solo al fatto che fino al 2006 erano disponibili solo tagli da 32, 64 e 128 MB, mentre oggi, con l'introduzione delle microSDHC (Secure Digital High Capacity, ad ampio quantitativo di memoria) si è passati a tagli nettamente superiori (recentemente sono state progettate delle micro SD da 2 TB!). 

  • MicroSD = fino a 2 GB
  • MicroSDHC (High Capacity) = da 4 GB a 32 GB
  • MicroSDXC (eXtended Capacity) = da 64 GB a 2 TB

Oltre alla capacità, le micro SD sono caratterizzate da una classe ovvero la loro velocità minima di funzionamento.
""", [("32","capacity",32*M,"32, 64 e 128 MB",["unit_elsewhere"],"'tagli da 32, 64 e 128 MB' (megabytes, before 2006); '4k' video and the year left out"),
("64","capacity",64*M,"64 e 128 MB",["unit_elsewhere"],""),("128 MB","capacity",128*M,1,[],""),
("2 TB","capacity",2*T,1,[],"'(... micro SD da 2 TB!)'"),("2 GB","capacity",2*G,1,[],"list; the quote also sits inside the later '32 GB'"),
("4 GB","capacity",4*G,1,[],""),("32 GB","capacity",32*G,1,[],""),("64 GB","capacity",64*G,1,[],""),("2 TB","capacity",2*T,2,[],"")])

doc("it92_informarea-schede-microsd-classi", "it", "check10",
 "https://www.informarea.it/i-modelli-la-classe-e-la-capacita-delle-schede-microsd/",
"""Schede MicroSD: modelli, classi e capacità
Con MicroSD si intendono le schede più datate e con capienza fino a 2GB, che richiedono adattatori appositi e non compatibili con i supporti più recenti. Le più diffuse, attualmente, sono le MicroSDHC (Secure Digital High Capacity) o SD 2.0, caratterizzate da una capacità dai 2 ai 32 GB.
Per i modelli con capacità interna ancora superiore, abbiamo le MicroSDXC (Secure Digital eXtended Capacity). Il loro limite teorico raggiunge i 2 TB, anche se per ora l’offerta non va oltre tagli da 64 o 128 GB.
Altro parametro, oltre ai modelli, da tenere presente è la classe. Le MicroSDHC richiedono una velocità di lettura/scrittura di almeno 2 MB/s. E’ proprio quest’ultimo valore a definirne la classe di appartenenza: dire che una scheda è di classe 2,4,6 o 10 significa sostenere che la sua velocità minima di lettura/scrittura è di 2, 4, 6 o 10 MB/s.
Per gli utilizzi più comuni, come ad esempio le fotocamere, ci si affida a supporti di classe 4 o 6, mentre per operazioni come la registrazione di filmati in alta definizione si usa la classe 10.
Altra indicazione utile nello scegliere una scheda è affidarsi ad un noto e affermato costruttore, spenderemo di più ma avremo una qualità di materiale migliore. Basta quindi affidarsi al buon senso evitando nomi sconosciuti e offerte sospettosamente convenienti.
Verifichiamo infine che la confezione della scheda, includa un adattatore che permetta di inserire la scheda MicroSD in slot SD. Di solito i PC dispongono del solo slot SD di dimensioni più grandi, però, di quello per MicroSD. Inserendo queste ultime nell’adattatore, saremo in grado di inserire la nostra piccola scheda anche nel PC.
""", [("2GB","capacity",2*G,1,[],"'SD 2.0' is a version"),("2","capacity",2*G,"2 ai 32 GB",["unit_elsewhere"],"'dai 2 ai 32 GB'"),
("32 GB","capacity",32*G,1,[],""),("2 TB","capacity",2*T,1,[],""),("64","capacity",64*G,"64 o 128 GB",["unit_elsewhere"],"'tagli da 64 o 128 GB'"),
("128 GB","capacity",128*G,1,[],""),("2 MB/s","bandwidth",2*M,1,[],"minimum write; class names ('classe 2,4,6 o 10', 'classe 4 o 6', 'classe 10') left out"),
("2","bandwidth",2*M,"2, 4, 6 o 10 MB/s",["unit_elsewhere"],"'è di 2, 4, 6 o 10 MB/s'"),("4","bandwidth",4*M,"4, 6 o 10 MB/s",["unit_elsewhere"],""),
("6","bandwidth",6*M,"6 o 10 MB/s",["unit_elsewhere"],""),("10 MB/s","bandwidth",10*M,1,[],"")])

doc("it93_ceotech-crucial-x6", "it", "check10",
 "https://www.ceotech.it/recensione-ssd-crucial-x6-compatto-capiente-e-prestante/",
"""Il Crucial X6 è un disco SSD esterno conveniente, compatto, ideale per chi necessita di un’unità portatile e con una discreta velocità. La scocca dai bordi arrotondati misura infatti 69 x 64 x 11 mm mentre l’unità – senza cavo – pesa solo 40 grammi. Il disco supporta l’interfaccia USB 3.1 Gen 2 con connettore USB Type-C; all’interno della confezione è fornito un cavo di collegamento di pochi cm, ma se lavorate in mobilità con dispositivi recenti è possibile che ne abbiate già uno in borsa, anche più lungo.

Il Crucial X6 punta sulla semplicità: a differenza di altri modelli portatili in commercio non integra alcun sistema di codifica o di protezione dei dati. La scelta è voluta per abbattere i costi e permettere di accedere ai dati potendo collegare il disco in qualunque momento e a qualunque dispositivo. Questa unità è quindi compatibile con sistemi Mac, Windows, Linux, Android, iOS, iPadOS e con le principali console di gioco. Ovviamente questa scelta non preclude la possibilità di utilizzare software di terze parti per cifrare, proteggere i dati o utilizzare il disco come unità di backup. Crucial include il supporto per Time Machine di Apple, FileVault, BitLocker e Windows Backup.

Specifiche tecniche e prestazioni

Il disco Crucial X6 è disponibile nei tagli di capacità di 500 GB oppure 1, 2 e 4 TB. Noi abbiamo provato il modello da 2 TB che offre un buon rapporto tra prestazioni e prezzo, ma se volete qualcosa in più sul fronte delle prestazioni dovete puntare al modello più capiente. All’interno dei modelli fino a 2 TB di capacità è presente un controller Silicon Motion SM2259XT. Si tratta di un controller a 4 canali senza supporto a memoria RAM e pensato per dischi SSD con interfaccia SATA 6 Gbps. Il controller è abbinato a diverse configurazioni di chip di memoria Micron a 96 livelli con tecnologia a celle TLC (Triple Level Cell).
""", [("500 GB","capacity",500*G,1,[],"dimensions '69 x 64 x 11 mm', '40 grammi', 'pochi cm' and 'USB 3.1 Gen 2' left out"),
("1","capacity",T,"1, 2 e 4 TB",["unit_elsewhere"],"'oppure 1, 2 e 4 TB'"),("2","capacity",2*T,"2 e 4 TB",["unit_elsewhere"],""),
("4 TB","capacity",4*T,1,[],""),("2 TB","capacity",2*T,1,[],"the tested model"),("2 TB","capacity",2*T,2,[],"'fino a 2 TB'; '4 canali', '96 livelli' are counts"),
("6 Gbps","link_speed",6e9,1,[],"SATA")])

doc("nl90_securitynl-backblaze-14tb-uitval", "nl", "tune10",
 "https://www.security.nl/posting/899907/Back-updienst+Backblaze+meldt+hogere+uitval+van+14TB+Seagate-schijven?channel=rss",
"""Back-updienst Backblaze kreeg in het tweede kwartaal verhoudingsgewijs met veel uitgevallen 14TB harde schijven van Seagate te maken. Dat laat het bedrijf op basis van 321.000 geanalyseerde harde schijven weten die het in deze periode in gebruik had. Backblaze publiceert elk kwartaal een overzicht van hoe gebruikte harde schijven publiceren. Daardoor kunnen bepaalde trends zichtbaar worden, zoals modellen die beter of slechter dan het gemiddelde presteren.

In het tweede kwartaal vielen er 1061 harde schijven bij de back-updienst uit. Dat komt neer op een "annualized failure rate" (AFR) van 1,36 procent. Als er wordt gekeken naar "probleemmodellen" zijn het drie harde schijven van Seagate die eruit springen. Een 10TB, 12TB en 14TB model. De hoogste AFR, met een uitvalspercentage van 4,37 procent, is voor het 14TB Seagate model ST14000NM0138.

Naast kwartaalcijfers houdt Backblaze ook de "lifetime" uitval van harde schijven bij. Deze cijfers worden alleen weergegeven voor harde schijven waarvan er meer dan vijfhonderd in het betreffende kwartaal in gebruik zijn die bij elkaar mee dan 100.000 dagen in gebruik zijn geweest. Ook in deze categorie staat de Seagate ST14000NM0138 bovenaan, met een annualized failure rate van 5,89 procent. Van de 27 modellen harde schijven in dit overzicht is dit het enige model dat boven de 5 procent uitkomst. De gemiddeld. AFR voor deze categorie is 1,30 procent.

Backblaze besloot apart te kijken naar harde schijven van twintig terabyte of meer, en ziet daar bij de Seagate-modellen hoge uitvalcijfers. Daarbij erkent de back-updienst dat de cijfers van de verschillende merken zich op dit moment nog niet goed met elkaar laten vergelijken. Volgens Backblaze hebben deze modellen dan ook meer tijd nodig om "volwassen" te worden en dat het gebruik van meer van dit soort schijven voor andere cijfers kan zorgen.
""", [("14TB","capacity",14*T,1,[],"drive counts (321.000, 1061, vijfhonderd, 27 modellen), failure percentages and the model number ST14000NM0138 left out; typos ('mee dan', 'gemiddeld.') as published"),
("10TB","capacity",10*T,1,[],""),("12TB","capacity",12*T,1,[],""),("14TB","capacity",14*T,2,[],"'Een 10TB, 12TB en 14TB model.'"),
("14TB","capacity",14*T,3,[],""),("100.000 dagen","duration",100000*D,1,[],"cumulative drive-days in use, dot grouping"),
("twintig terabyte","capacity",20*T,1,["spelled_out"],"'harde schijven van twintig terabyte of meer'")])

doc("nl91_consumentenbond-sd-kaart-kopen", "nl", "tune10",
 "https://www.consumentenbond.nl/fotocamera/sd-kaart-kopen-waar-let-je-op",
"""Kies het juiste type kaart

Een sd-kaart is een geheugenkaart voor opslag, in het geval van je camera voor foto's en video's. Bijna alle camera’s gebruiken een sd-kaart voor opslag.

SDHC Heeft een opslag tot 32 GB. In apparaten met dit logo kun je alleen sd- en sdhc-kaarten gebruiken. SDXC Heeft een opslag tussen de 32 GB en 2 TB. In apparaten met dit logo kun je alle 3 de kaarten gebruiken.

Mini- en MicroSD kaarten zijn geheugenkaarten met andere afmetingen. Lees meer over soorten SD-kaarten.

Bepaal de geheugencapaciteit

De geheugencapaciteit bepaalt hoeveel data op de kaart past. Kies een sd-kaart met veel geheugencapaciteit als je veel foto's of video's maakt.

Foto

Niet iedere foto is even groot (in MB). De grootte van een foto hangt af van het aantal megapixels, compressie en de gedetailleerdheid van het onderwerp. Het maximale aantal foto’s op een geheugenkaart kan daarom dus verschillen. Kijk hoeveel MB jouw foto’s gemiddeld zijn, dan kun je uitrekenen hoeveel foto’s er op een kaartje passen. 1 GB is 1024 MB.

Om een voorbeeld te geven. Een camera met een beeldsensor van 12 megapixels, maakt foto's die gemiddeld 3,6 MB groot zijn. Op een SD-kaart van 1 GB kun je dan zo'n 284 foto's opslaan.

Video

Bij filmen wordt veel data op de sd-kaart gezet en vraagt dus meer ruimte op je sd-kaart.

Zo kost 1 uur filmen in sd ongeveer 4 GB aan opslag.

1 uur filmen in hd kost ongeveer 12 GB.

1 uur filmen in ultra hd kost ongeveer 45 GB.

Deze waarden zijn niet precies, hoe groot een video werkelijk is, hangt ook van andere omstandigheden af. Net als bij foto's.

Neem niet per se het snelste kaartje

De lees- en schrijfsnelheid geven weer hoe snel bestanden worden verwerkt. Bekijk goed welke snelheid je apparaat aankan, bijvoorbeeld in de handleiding. Bedenk daarna wat je ermee wilt doen.
""", [("32 GB","capacity",32*G,1,[],"SDHC ceiling; 'alle 3 de kaarten' is a count"),("32 GB","capacity",32*G,2,[],"'tussen de 32 GB en 2 TB'"),
("2 TB","capacity",2*T,1,[],""),("1 GB","capacity",G,1,[],"'1 GB is 1024 MB': the page counts binary; both read decimally here"),
("1024 MB","capacity",1024*M,1,[],"no thousands separator"),("3,6 MB","capacity",3.6*M,1,[],"photo size; '12 megapixels' and '284 foto's' left out"),
("1 GB","capacity",G,2,[],"'SD-kaart van 1 GB'"),("1 uur","duration",H,1,[],"an hour of filming takes ..."),("4 GB","capacity",4*G,1,[],""),
("1 uur","duration",H,2,[],""),("12 GB","capacity",12*G,1,[],""),("1 uur","duration",H,3,[],""),("45 GB","capacity",45*G,1,[],"")])

doc("nl92_sdkaartenshop-verschil-sd-kaarten", "nl", "check10",
 "https://www.sdkaartenshop.nl/verschil-type-sdkaarten",
"""Wat is het verschil tussen de SD kaart types of soorten?


SDkaart

Secure Digital geheugenkaart (32 mm x 24 mm x 2.1 mm) is een opvolger van het type MMC, Multi media card. In het begin waren ze te krijgen in groottes 128MB tot 512MB, later 1 en 2 GB. Het is de standaard versie van de SDkaart en kan in alle apparaten die SD ondersteunen.

SDHCkaart

SDHC staat voor SD High Capacity, een kaart met meer capaciteit of opslag. SDHC kaarten zijn 4GB tot 32 GB groot. Let op! Een SDHC kaart kan niet worden gelezen door een SDapparaat. Er moet SDHC ondersteuning zijn. Dit is te vinden in de handleiding of op de website, maar ook aan de letters “HC” onder het SD-logo. SDHC-lezers kunnen wel normale SD-kaarten lezen.

SDXCkaart

De opvolger van SDHC is de SDXC kaart. XC staat voor eXtended Capacity. De kaarten hebben een opslag van 64GB tot maximaal (theoretisch) 2TB (2048GB). Je apparaat moet deze kaart wel ondersteunen. Twijfel je? Je kunt het vinden in de handleiding op internet of herkennen aan de letters “XC” onder het SD logo op je apparaat.

MicroSD(HC)(XC)kaart

MicroSD (15 mm x 11 mm x 1 mm) is de kleine versie van de SD kaart en deze wordt onder andere gebruikt in mobiele telefoons en tablets. Op dezelfde manier als gewone SD kaarten wordt microSD ingedeeld in microSD, microSDHC en microSDXC. Er zijn adapters om de kleine kaart in een gewone SD lezer te stoppen.
""", [("128MB","capacity",128*M,1,[],"card dimensions left out"),("512MB","capacity",512*M,1,[],""),
("1","capacity",G,"1 en 2 GB",["unit_elsewhere"],"'later 1 en 2 GB'"),("2 GB","capacity",2*G,1,[],""),
("4GB","capacity",4*G,1,[],""),("32 GB","capacity",32*G,1,[],""),("64GB","capacity",64*G,1,[],""),("2TB","capacity",2*T,1,[],""),
("2048GB","capacity",2048*G,1,[],"'2TB (2048GB)': the binary count, read decimally as written")])

doc("nl93_digifotostarter-geheugenkaarten", "nl", "check10",
 "https://digifotostarter.nl/deel-1-alles-over-geheugenkaarten",
"""Deel 1: Alles over geheugenkaarten

Om je foto’s op te kunnen slaan, stop je een geheugenkaart in je camera. Er zijn er verschillende, SD kaarten, SDHC, SDXC en zelfs mini of micro SD’s. Welke kun je nu het beste gebruiken?

Natuurlijk gebruikt iedereen zijn of haar camera anders, en is ook voor iedereen een andere geheugenkaart beter geschikt. Daarom lichten we de verschillen toe.

Verschillende geheugenkaarten

Één van de belangrijkste dingen van je geheugenkaart is, natuurlijk, het geheugen: hoeveel data past erop. Dit wordt normaal gesproken uitgedrukt in Gb, Gigabytes. Hierin zit ook direct het grootste verschil tussen de verschillende kaarten.

  • SD kaart: SD staat voor ‘secure digital’. Deze kaarten kunnen een opslagcapaciteit van maximaal 2 gB aan.
  • SDHC: staat voor ‘secure digital high capacity’. De naam zegt het al, deze kaartjes hebben een wat hogere capaciteit, normaal gesproken tussen de 4 en 32 gB. Sommige oudere camera’s accepteren deze kaartjes niet.
  • SDXC: staat voor ‘secure digital extended capacity’. Dit is het zware werk, want deze kaartjes kunnen van 64 gB tot wel 2 tB aan. Niet alle camera’s kunnen deze kaarten aan. Deze drie kaarten zijn allemaal 32 x 24 mm en passen daarmee in de meeste ingangen op laptops.
  • Mini SD. Dit zijn kleinere kaartjes, namelijk van 20 x 21,5 mm, en daardoor meer geschikt voor kleinere apparaten zoals telefoons
  • Micro SD. Deze zijn nog kleiner en worden ook vaak gebruikt voor telefoons of actioncams. Met zijn 15 x 11 mm is het de Benjamin van de SD kaarten.

Welke geheugenkaart er het beste bij jouw fotografie-gedrag past, lees je binnenkort in deel twee.
""", [("2 gB","capacity",2*G,1,[],"unit written 'gB' (and 'tB') throughout; 'Gb, Gigabytes' has no number"),
("4","capacity",4*G,"4 en 32 gB",["unit_elsewhere"],"'tussen de 4 en 32 gB'"),("32 gB","capacity",32*G,1,[],""),
("64 gB","capacity",64*G,1,[],""),("2 tB","capacity",2*T,1,[],"card dimensions (32 x 24 mm ...) left out")])

doc("pl90_telepolis-micron-9650-pcie6", "pl", "tune10",
 "https://www.telepolis.pl/tech/sprzet/micron-ssd-pcie-60-dysk-9650",
"""Ruszyła produkcja pierwszych dysków PCIe 6.0. Nawet 28 GB/s
Firma Micron ruszyła z masową produkcją pierwszych dysków SSD PCIe 6.0. Te oferują zawrotne prędkości rzędu nawet 28 GB/s.
Dyski SSD już dzisiaj są piekielnie szybkie. To przekłada się między innymi na szybsze ładowanie programów i gier, co w przypadku tych drugich pozwala deweloperom popuścić wodze fantazji w kwestii kreowania świata. Jednak producenci nie powiedzieli jeszcze ostatniego słowa. Firma Micron ruszyła z masową produkcją pierwszych nośników SSD PCIe 6.0.
Micron 9650, czyli dysk SSD PCIe 6.0
Seria Micron 9650 jest dostępna w serwerowych formatach E1.S oraz E3.S. Niestety nie są to modele przygotowane z myślą o zastosowaniu konsumenckim. Dyski dostępne będą w dwóch wariantach 9650 Pro oraz 9650 Max. Pierwszy oferuje pojemności 7,68 TB, 15,36 TB i 30,72 TB, a drugi 6,4 TB, 12,8 TB i 25,6 TB.
Dyski Micron 9650 wykorzystują możliwości interfejsu PCIe 6.0 x4. Nośniki osiągają do 28 GB/s odczytu sekwencyjnego, 14 GB/s zapisu, 5400 KIOPS odczytu losowego i 500 KIOPS zapisu losowego. W miksie 70/30 Pro dochodzi do 1100 KIOPS, a Max do 1500 KIOPS, przy wyraźnie wyższej wytrzymałości TBW w modelach Max (np. 140 160 TBW dla 25,6 TB kontra 56 064 TBW dla Pro 30,72 TB).
Pomimo dużo wyższej wydajności dyski nie charakteryzują się wyższym zużyciem energii. Ten jest podobny jak w modelach PCIe 5.0. Warto też wspomnieć, że nośniki Microna obsługują zarówno chłodzenie powietrzem, jak i cieczą. Producent na razie nie ma w planach modeli konsumenckich, co jest w pełni zrozumiałe, bo domowe desktopy nie obsługują jeszcze standardu PCIe 6.0.
""", [("28 GB/s","bandwidth",28*G,1,[],"headline; '9650', 'E1.S', 'E3.S' are names, PCIe versions left out"),("28 GB/s","bandwidth",28*G,2,[],""),
("7,68 TB","capacity",7.68*T,1,[],"Pro capacities"),("15,36 TB","capacity",15.36*T,1,[],""),("30,72 TB","capacity",30.72*T,1,[],""),
("6,4 TB","capacity",6.4*T,1,[],"Max capacities"),("12,8 TB","capacity",12.8*T,1,[],""),("25,6 TB","capacity",25.6*T,1,[],""),
("28 GB/s","bandwidth",28*G,3,[],"sequential read; 'x4' left out"),("14 GB/s","bandwidth",14*G,1,[],"sequential write"),
("5400 KIOPS","iops",5.4e6,1,[],"'KIOPS' = thousands of IOPS"),("500 KIOPS","iops",500e3,1,[],"the quote also sits inside the later '1500 KIOPS'"),
("1100 KIOPS","iops",1.1e6,1,[],"70/30 mix (ratio left out)"),("1500 KIOPS","iops",1.5e6,1,[],""),
("140 160 TBW","endurance",140160*T,1,[],"space thousands separator: 140 160 TB written"),("25,6 TB","capacity",25.6*T,2,[],""),
("56 064 TBW","endurance",56064*T,1,[],"space grouping"),("30,72 TB","capacity",30.72*T,2,[],"")])

doc("pl91_chip-samsung-9100-pro", "pl", "tune10",
 "https://www.chip.pl/2025/12/pcie-5-0-nadeszlo-samsung-9100-pro-dysk-nowej-generacji",
"""Nowa era wydajności dzięki PCIe 5.0

Entuzjaści sprzętu komputerowego dobrze wiedzą, że rozwój interfejsów potrafi zrewolucjonizować codzienną pracę na PC. Najnowszy standard PCI Express 5.0 (PCIe 5.0) podwaja przepustowość w porównaniu z poprzednikiem, co oznacza, że oferuje nawet 14,8 GB/s na czterech liniach (np. w modelu Samsung 9100 PRO), podczas gdy PCIe 4.0 osiągał maksymalnie ok. 7,4 GB/s w przypadku Samsung 990 PRO. Stanowi to ogromny skok, który otwiera nowe możliwości w zastosowaniach wymagających intensywnego dostępu do danych.

Aby móc skorzystać z uroków PCIe 5.0, potrzebna jest nowoczesna platforma – najnowsze płyty główne z chipsetami obsługującymi PCIe 5.0 udostępniają sloty M.2 o takiej przepustowości, a i w laptopach z wyższej półki ten standard nie jest rzadkością. Dla graczy i zaawansowanych użytkowników PC, którzy zainwestowali w taki sprzęt, dyski SSD PCIe 5.0 stanowią więc brakujący element układanki do uzyskania pełnej możliwości nowej platformy.

Samsung 9100 PRO jako dysk SSD PCIe 5.0 dla wymagających

Pierwszym nośnikiem spełniającym założenia PCIe 5.0 marki Samsung, jaki trafia do polskich sklepów, jest 9100 PRO. Jego specyfikacje robią wrażenie. Sekwencyjna prędkość odczytu sięga do 14 800 MB/s, a zapisu do 13 400 MB/s (w zależności od pojemności). Dla porównania topowe dyski poprzedniej generacji zatrzymywały się na wspomnianych ~7400 MB/s. Równie imponujące są osiągi przy operacjach losowych – do 2,2 mln IOPS przy odczycie i 2,6 mln IOPS przy zapisie danych 4K.

Samsung 9100 PRO został zaprojektowany z myślą o najbardziej wymagających odbiorcach. Dysk występuje w pojemnościach od 1 TB do aż 8 TB, co zaspokoi potrzeby zarówno graczy z rozbudowanymi bibliotekami gier, jak i profesjonalistów operujących na ogromnych plikach.
""", [("14,8 GB/s","bandwidth",14.8*G,1,[],"decimal comma; 'na czterech liniach' (lane count) and model numbers left out"),
("7,4 GB/s","bandwidth",7.4*G,1,[],"'ok. 7,4 GB/s'"),("14 800 MB/s","bandwidth",14800*M,1,[],"space grouping"),
("13 400 MB/s","bandwidth",13400*M,1,[],""),("7400 MB/s","bandwidth",7400*M,1,[],"'~7400 MB/s'"),
("2,2 mln IOPS","iops",2.2e6,1,["spelled_out"],"'mln' = million; '4K' left out"),("2,6 mln IOPS","iops",2.6e6,1,["spelled_out"],""),
("1 TB","capacity",T,1,[],""),("8 TB","capacity",8*T,1,[],"")])

doc("pl92_dobreprogramy-dysk-ssd-jak-wybrac", "pl", "check10",
 "https://www.dobreprogramy.pl/dysk-ssd-jak-wybrac,6710414321953408a",
"""Nowe notebooki posiadają złącze M.2, które jest dostosowane do NVMe i PCle, dzięki czemu możemy w nich zainstalować praktycznie każdy najszybszy i najnowocześniejszy dysk SSD, jaki znajdziemy na rynku. Część modeli posiada nawet dwa gniazda, dzięki czemu możemy podłączyć do komputera większą liczbę dysków. Zwróćmy jednak uwagę na to czy dysk, który chcemy kupić, jest wyposażony w radiator, ponieważ jeśli jest, to w takim przypadku może się on nie zmieścić w naszym laptopie.

Wybór dysku SSD do komputera stacjonarnego jest zależny przede wszystkim od złączy, jakie posiada nasza płyta główna. W przypadku starszych modeli zazwyczaj mamy do dyspozycji jedynie port SATA 3, w którym możliwe będzie zastosowanie modeli 2,5-calowych. Ich przepustowość wynosi do 6 Gbit/s, a prędkość odczytu i zapisu może osiągać wartości nawet 560 i 530 MB/s. Dużą zaletą dysków 2,5-calowych jest ich niewielki rozmiar, niewygórowane ceny, a także oferowane pojemności, ponieważ największe z nich pomieszczą nawet kilka TB danych. Jeżeli zaś posiadamy dość nowy komputer stacjonarny, najprawdopodobniej nasza płyta główna posiada złącze M.2, które jest dostosowane do NVMe i PCle. Standard ten oferuje nam wydajność na poziomie 63 Gbit/s, co oznacza, że szybkość odczytu i zapisu to 7500 i 6800 MB/s.
""", [("6 Gbit/s","link_speed",6e9,1,[],"'SATA 3', '2,5-calowych' and 'dwa gniazda' left out"),
("560","bandwidth",560*M,"560 i 530 MB/s",["unit_elsewhere"],"'560 i 530 MB/s'"),("530 MB/s","bandwidth",530*M,1,[],"'kilka TB' has no number"),
("63 Gbit/s","link_speed",63e9,1,[],""),("7500","bandwidth",7500*M,"7500 i 6800 MB/s",["unit_elsewhere"],""),("6800 MB/s","bandwidth",6800*M,1,[],"")])

doc("pl93_techdealz-dyski-nas-vs-pc", "pl", "check10",
 "https://techdealz.eu/czym-roznia-sie-dyski-nas-od-zwyczajnych-pc",
"""Czym różnią się dyski NAS od zwykłych PC? – Porównanie

Kiedy planujemy rozbudowę infrastruktury IT w domu lub małej firmie, często stajemy przed pytaniem: czy wybrać zwykłe dyski do komputera, czy zainwestować w dedykowane dyski NAS do serwera plików? To pytanie jest bardziej skomplikowane, niż mogłoby się wydawać. Czym różnią się dyski NAS od zwykłych PC? Ta różnica sięga głębokie fundamenty technologiczne, ale ma też praktyczne konsekwencje dla bezpieczeństwa danych, wydajności i długoterminowych kosztów. Zanim podejmiesz decyzję o wyborze, warto zrozumieć, jakie są realne różnice między tymi dwoma kategoriami pamięci masowej.

Różnice w konstrukcji i niezawodności dysków

Pierwsza i najistotniejsza różnica między dyskami NAS a dyskami dla komputerów stacjonarnych leży w ich konstrukcji i sposobie pracy. Dyski do komputerów PC zostały zaprojektowane dla pracy 8-16 godzin dziennie, w rzadko zmiennym środowisku temperaturowym i wilgotności. Natomiast dyski do NAS muszą pracować bez przerwy, 24 godziny na dobę, 7 dni w tygodniu, przez wiele lat bez problemu.

Te różne wymagania pracy mają bezpośredni wpływ na każdy aspekt projektowania. Dyski NAS posiadają wzmocnioną obudowę, lepsze systemy kalibracji głowic odczytowo-zapisujących i lepszą elektronikę sterującą. Komponenty elektroniczne w dyskach NAS są wybierane z myślą o trwałości, a ich żywotność jest szacowana na znacznie dłuższy okres pracy w trybie ciągłym.

Ważną cechą porównania dysków NAS i HDD jest również średni czas do awarii (MTBF). Dyski NAS mają MTBF wynoszące zwykle 1 milion godzin lub więcej, podczas gdy typowe dyski PC mają MTBF rzędu 300-500 tysięcy godzin. To oznacza, że dysk NAS jest po prostu bardziej niezawodny przez dłuższy okres, nawet jeśli pracuje w bardziej wymagających warunkach.
""", [("8","duration",8*H,"8-16 godzin",["unit_elsewhere"],"'8-16 godzin dziennie' daily operating time"),("16 godzin","duration",16*H,1,[],""),
("24 godziny","duration",24*H,1,[],"'24 godziny na dobę'"),("7 dni","duration",7*D,1,[],"'7 dni w tygodniu'"),
("1 milion godzin","duration",1e6*H,1,["spelled_out"],"MTBF"),
("300","duration",300e3*H,"300-500 tysięcy godzin",["unit_elsewhere","spelled_out"],"'300-500 tysięcy godzin': the multiplier and unit follow the range"),
("500 tysięcy godzin","duration",500e3*H,1,["spelled_out"],"")])
