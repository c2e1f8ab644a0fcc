# tune13/check13: fresh real text, 16 native articles, 4 each in it, nl, en and es (2 per language in each half): HDD,
# SSD, PS5-SSD and memory-card news, a MacBook SD-slot and an internal-SSD story, a SATA and cache explainer, a USB-stick
# buyer's blog post, a flash-drive review page, a NAS test method, a NAS power calculation. Texts are the `search` tool's
# stored excerpts (corpus "pages"; a leading " date YYYY-MM " stamp, datelines, category labels, image captions, footer links
# and page chrome before the headline or after the article dropped), cut at paragraph boundaries, at the last whole sentence
# before a cut-off fragment, or where the stored excerpt ends (es101); each passed held_out_check.py and none is in corpus/.
# check13 is only scored. As in spec1-13, percentages, ratios, rpm, prices, years and dates, temperatures, block sizes,
# queue depths, form factors and dimensions (54 x 78.5 x 8 mm, 1mm), weights, interface, bus, PCIe, USB and SATA versions,
# speed-class names (U3, V30, UHS-I), lane counts, bits per cell, layer, platter, chip and film counts, process nodes
# (10 nm), areal densities (400GB por pulgada cuadrada), part and model numbers (SN580, HE12, ST9500325AS, DS713+) and other
# counts are left out; a capacity inside a product name is kept (tag "name"). SATA line rates (1.5Gb/s, 6Gb/s) are
# link_speed, as heise's '5 GBit/s' in spec10; a rate written without '/s' where the sentence makes it one ('750 MB',
# 'de 95 MB van Micron') is bandwidth with tag "unit_elsewhere". en100's author slips ('6 Gigabits. That is 6,000,000 bits',
# '750 MB (750,000)') are kept at their literal value where a unit is written and left out where none is. English-style
# thousands commas in Spanish text (88,000 IOPS) are thousands, as in spec8; '30.72W' in Spanish is 30.72 W. Months are a
# twelfth of a year, a year 365 days. None of the 16 sites was in SOURCES.md or tests/data/clean/manifest.json-lines
# before (global.techradar.com, techzine.nl, tomshw.it, dday.it and tweakers.net pages that turned up were passed over for
# that reason; guinguette-maraispoitevin.com, customheadcovers.com, galaxus.it, guidario.it, racunalniske-novice.com,
# dakmon.com, discoduro.club and the 1st4pat.com copies were passed over as translations). multiplayer.it (Samsung 870 QVO
# review), numrush.nl (Samsung PM1643) and nu.nl (1 TB microSD) were dropped: held_out_check.py found them in a hidden set.
Y = 365*86400
H = 3600
D = 86400

doc("it100_webnews-toshiba-18-pollici-hdd", "it", "tune13",
 "https://webnews.it/5400-rpm-per-i-nuovi-hard-disk-18-pollici-di-toshiba",
"""Il futuro della memorizzazione di massa sono i dischi a stato solido, ma i produttori di dischi tradizionali credono che la “vecchia” tecnologia possa durare ancora qualche anno, almeno finché i prezzi degli SSD non diventino alla portata di tutti.
Allora non deve stupire se negli ultimi giorni si sono susseguiti annunci di nuovi modelli a piatti magnetici da Seagate (Savvio 10K.3) e Western Digital (Scorpio Black e Caviar Black). Ora è la volta di Toshiba.
I nuovi dischi da 1,8 pollici presentati sono i modelli MK1617GSG e MSK8017GA, rispettivamente, con una capacità di 160 GB e 80 GB. La novità è rappresentata dalla velocità di rotazione dei piatti pari a 5400 rpm, valore superiore ai 4200 rpm degli attuali hard disk di questa dimensione.
Ogni piatto contiene 80 GB; quindi il modello da 80 GB possiede un piatto e due testine, mentre il modello da 160 GB possiede due piatti e quattro testine. Per entrambi la dimensione della cache è pari a 8 MB.
Dotati di interfaccia SATA I a 1,5 GB/s, sono caratterizzati da un seek time medio di 15 ms e un transfer rate massimo di 571 MB/s. Toshiba dichiara un consumo minimo nello stato di sleep pari a 0,1 W e un consumo massimo durante la fase di spin-up pari a 2,5 W.
Con dimensioni fisiche esterne di 54 x 78.5 x 8 mm e un peso di circa 60 g, questi hard disk sono indirizzati a subnotebook, netbook, tablet PC, Mobile Internet Device e lettori multimediali.
I prezzi non sono stati ancora comunicati, mentre la commercializzazione dovrebbe iniziare nel mese di Agosto.
""", [("160 GB","capacity",160*G,1,[],"model names (Savvio 10K.3, MK1617GSG, MSK8017GA), '1,8 pollici', rpm, platter and head counts left out"),
("80 GB","capacity",80*G,1,[],""),("80 GB","capacity",80*G,2,[],"per platter"),("80 GB","capacity",80*G,3,[],""),("160 GB","capacity",160*G,2,[],""),
("8 MB","capacity",8*M,1,[],"cache"),("1,5 GB/s","bandwidth",1.5*G,1,[],"'SATA I a 1,5 GB/s': written in bytes for what is a 1.5 Gbit/s line rate; literal value kept"),
("15 ms","latency",15e-3,1,[],"average seek time"),("571 MB/s","bandwidth",571*M,1,[],"maximum transfer rate as published (more than the SATA I line carries); literal value kept"),
("0,1 W","power",0.1,1,[],"sleep"),("2,5 W","power",2.5,1,[],"spin-up; dimensions ('54 x 78.5 x 8 mm') and weight ('60 g') left out")])

doc("it101_macitynet-hgst-ultrastar-he12", "it", "tune13",
 "https://macitynet.it/western-digital-da-il-via-alle-spedizioni-del-primo-disco-fisso-da-12-tb",
"""La quantità di dati memorizzabili non è tutto ma quasi nel settore dei dischi fissi che da oggi può contare su un altro nuovo record: il primo disco fisso da 12 TB. Si tratta del modello HGST Ultrastar HE12 di cui Western Digital ha dato il via alle spedizioni. La buona notizia è che insieme all’incremento della capacità arrivano anche sensibili miglioramenti nei consumi di energia.
Fino a oggi la capacità massima dei dischi fissi in commercio arrivava a 10 TB, quindi con questo nuovo modello si ottiene un miglioramento netto del 20%. Il costruttore dichiara che il balzo è stato possibile grazie ai miglioramenti nella tecnologia HelioSeal: all’interno invece dell’aria è creata una camera a tenuta stagna riempita di elio, gas che permette di ridurre le distanze dei piatti, lasciando così spazio per un piatto aggiuntivo. Complessivamente all’interno di HGST Ultrastar HE12 ci sono ben 8 piatti.
Per quanto riguarda i consumi di energia sono stati ridotti rispetto ai modelli precedenti. Il disco fisso da 8 TB del costruttore consumava 9,1W durante il funzionamento e 5,7W in pausa, invece il nuovo hard disk da 12 TB consuma 7,2W durante le operazioni di lettura e scrittura e 5,3W nei periodi di inattività. Pur essendo una unità da 3,5 pollici non è destinato ai computer desktop ma all’impiego in server e aziende: Western Digital non ha ancora comunicato il prezzo di vendita.
""", [("12 TB","capacity",12*T,1,[],"'HE12' (model name), '20%', '8 piatti' and '3,5 pollici' left out"),("10 TB","capacity",10*T,1,[],"previous maximum"),
("8 TB","capacity",8*T,1,[],"the earlier 8 TB drive"),("9,1W","power",9.1,1,[],"decimal comma, operating power"),("5,7W","power",5.7,1,[],"idle"),
("12 TB","capacity",12*T,2,[],""),("7,2W","power",7.2,1,[],"read/write"),("5,3W","power",5.3,1,[],"idle")])

doc("it102_tecnoandroid-sandisk-microsd-256gb", "it", "check13",
 "https://www.tecnoandroid.it/2016/06/30/sandisk-micro-sd-piu-veloce-mondo-186085/",
"""SanDisk ha presentato la Micro-SD più veloce del pianeta

SanDisk, nota azienda multinazionale statunitense produttrice di memorie flash, ha battuto un nuovo record presentato la scheda micro-SD. Essa, infatti, è la più veloce al mondo tra quelle grandi 256 GB e sarà disponibile alla vendita a partire dal prossimo agosto.

La società ha presentato, in particolare, due modelli: “Ultra” ed “Extreme”. La prima avrà un prezzo di 149 dollari (circa 130 euro) ed offrirà una velocità di lettura pari a 95 MB/s ed una velocità minima di scrittura di 10 MB/s (velocità massima di scrittura pari a 25 MB/s). La seconda, invece, costerà 199 dollari (l’equivalente di 180 euro) e proporrà delle prestazioni più elevate, uguali a 100 MB/s di velocità di lettura e 90 MB/s di velocità minima di scrittura (certificato U3).

Le velocità fin qui elencate sembrano eccezionali, ma non ancora paragonabili a quelle offerte da “Extreme Pro”, modello da 128 GB presentato nello scorso febbraio, che riesce a raggiungere i 275 MB/s in lettura ed i 100 MB/s in scrittura (il tutto coadiuvato da un certificato video V30).

SanDisk e le micro-SD, sempre più utilizzate come memoria principale

Con delle prestazioni così elevate offerte oramai da un gran numero di memorie micro-SD, gli utenti iniziano ad utilizzare le stesse non più come mere memorie di archiviazione dati, bensì come vere e proprie memoria principali. Ricordiamo, infatti, che grazie all’ultima versione di Android 6.0 Marshmallow è finalmente possibile utilizzare una card micro-SD come memoria predefinita per l’installazione delle applicazioni. Una funzione utilissima se utilizzata con queste nuove memorie proposte da SanDisk.

Il mercato è in rivoluzione. Nel giro di alcuni anni si è passati da una capacità di stoccaggio di circa 128 MB ad una di ben 256 GB. Gli utenti ed il mondo informatico ringraziano.
""", [("256 GB","capacity",256*G,1,[],"prices (149 dollari, 130 euro, 199 dollari, 180 euro), U3/V30 classes and the Android version left out"),
("95 MB/s","bandwidth",95*M,1,[],"Ultra read"),("10 MB/s","bandwidth",10*M,1,[],"minimum write"),("25 MB/s","bandwidth",25*M,1,[],"maximum write"),
("100 MB/s","bandwidth",100*M,1,[],"Extreme read"),("90 MB/s","bandwidth",90*M,1,[],"Extreme minimum write"),("128 GB","capacity",128*G,1,[],"Extreme Pro"),
("275 MB/s","bandwidth",275*M,1,[],""),("100 MB/s","bandwidth",100*M,2,[],"Extreme Pro write"),("128 MB","capacity",128*M,1,[],""),
("256 GB","capacity",256*G,2,[],"a category label before the headline and the stored excerpt's cut-off last sentence dropped")])

doc("it103_tg24sky-sandisk-microsd-1tb", "it", "check13",
 "https://tg24.sky.it/tecnologia/hi-tech/2019/05/16/sandisk-microsd-1-terabyte-prezzo.html",
"""SanDisk ha lanciato sul mercato la prima microSD Extreme da 1 terabyte, la più capiente mai venduta. Per il momento, la scheda di memorizzazione è disponibile negli Stati Uniti sullo store online dell’azienda produttrice e su B&H Photo (presto lo sarà anche su Amazon) al prezzo - ovviamente elevato - di 449,99 dollari. Secondo quanto riferisce The Verge (via Tom’s Guide), la card può essere acquistata anche in Europa, ma i tempi di consegna potrebbero superare i tre mesi.

Non solo capiente, anche veloce

Oltre a essere la più capiente mai realizzata, la microSD da 1 TB della linea Extreme è anche la più veloce. Come ha riferito SanDisk in occasione della presentazione ufficiale avvenuta lo scorso febbraio al Mobile World Congress 2019 di Barcellona, la scheda raggiunge una velocità di trasferimento e di scrittura dati rispettivamente di 160 megabyte al secondo e 90 MB/s. Diversi addetti ai lavori, però, sostengono che il prezzo proposto dall’azienda sia troppo elevato se confrontato con i 200 dollari con cui viene venduta la scheda da 512 GB della stessa serie. In ogni caso, si tratta di uno strumento dedicato a particolari settori e a determinate tecnologie, che necessitano di elevate capacità di memorizzazione.

Anche Micron lancia la sua scheda da 1 TB

SanDisk non è l’unica ad aver sviluppato una scheda di memoria da 1TB. Anche Micron, una delle principali rivali della compagnia californiana, ha già ottenuto una microSD capace di contenere la stessa, enorme, quantità di dati, ma la velocità massima di trasferimento che può raggiungere si ferma a 95 MB per secondo. Stando a quanto riferito da un portavoce della società, la card sarà messa in vendita nelle prossime settimane a un prezzo sicuramente competitivo e inferiore a quello della scheda Extreme.
""", [("1 terabyte","capacity",T,1,["spelled_out"],"prices and the delivery time ('tre mesi', not a benchmark figure) left out"),
("1 TB","capacity",T,1,[],""),("160 megabyte al secondo","bandwidth",160*M,1,["spelled_out"],"read"),("90 MB/s","bandwidth",90*M,1,[],"write"),
("512 GB","capacity",512*G,1,[],""),("1 TB","capacity",T,2,[],"subheading"),("1TB","capacity",T,1,[],""),
("95 MB per secondo","bandwidth",95*M,1,["spelled_out"],"Micron; the last paragraph, cut off in the stored excerpt, dropped")])

doc("nl100_iculture-macbook-sd-slot", "nl", "tune13",
 "https://www.iculture.nl/nieuws/sd-kaartslot-macbook-pro-snelheid/",
"""Kun je het geheugenkaartslot in de MacBook Pro 2021 gebruiken om snel foto's uit te laden, of als extra opslag? Nu de specs bekend zijn, weten we wat de mogelijkheden zijn.

Sd-kaartslot in de MacBook Pro: snel genoeg?

Het probleem bij de meeste MacBooks is dat je achteraf maar moeilijk kunt upgraden. Heb je de opslag wat te zuinig gekozen, dan zul je gebruik moeten maken van cloudopslag of een externe schijf. Met de komst van de MacBook Pro 2021 lijkt dat in één klap te zijn opgelost: er zit een sd-kaartslot in waar je een geheugenkaartje in kunt stoppen om je opslag uit te breiden of om foto’s van je camera uit te laden. Maar ligt de snelheid hoog genoeg om het ook praktisch bruikbaar te maken? Daarover heeft Apple nu opheldering gegeven. Het geheugenkaartslot is compatibel met UHS-II en ondersteunt snelheden tot 312 MB/s.

Dat er weer een sd-kaartslot in de MacBooks zit is eigenlijk opmerkelijk, want in 2016 verklaarde topman Phil Schiller nog dat dergelijke geheugenkaartsloten niet handig waren : het kaartje steekt er half uit en je kunt beter een losse sd-kaartlezer aanschaffen. Dit jaar lijkt Apple van mening te zijn veranderd, want het geheugenkaartslot is terug.

Uiteraard profiteer je alleen van de optimale snelheid als je de juiste geheugenkaart erin stopt. Daarbij heb je keuze uit:

UHS-I: tot 140 MB/s

UHS-II: tot 312 MB/s

UHS-III: tot 624 MB/s

Het kan nog sneller met SD Express, maar het zal een probleem zijn om daarvoor geschikte geheugenkaartjes te vinden. Geheugenkaarten met UHS-II zijn echter goed te verkrijgbaar, maar verwacht geen extreme uitbreiding van de hoeveelheid opslag. Je vindt ze in de winkel met 32GB, 64GB, 128GB en heel soms met 256GB, maar niet veel meer. Qua opslagcapaciteit schiet dat niet echt op, als je bedenkt dat je op het basismodel van de MacBook Pro al 512GB opslag krijgt en dat veel mensen voor 1TB zullen kiezen.
""", [("312 MB/s","bandwidth",312*M,1,[],"model years (2021, 2016) and bus names (UHS-I/II/III) left out; an image gap collapsed"),
("140 MB/s","bandwidth",140*M,1,[],"UHS-I as the article gives it"),("312 MB/s","bandwidth",312*M,2,[],"UHS-II"),("624 MB/s","bandwidth",624*M,1,[],"UHS-III"),
("32GB","capacity",32*G,1,[],""),("64GB","capacity",64*G,1,[],""),("128GB","capacity",128*G,1,[],""),("256GB","capacity",256*G,1,[],""),
("512GB","capacity",512*G,1,[],"base-model internal storage"),("1TB","capacity",T,1,[],"the stored excerpt's cut-off last sentence dropped")])

doc("nl101_psxsense-wd-sn580-ps5", "nl", "tune13",
 "https://www.psx-sense.nl/418715/western-digital-merkt-de-sn580-schijf-als-compatibel-voor-de-ps5-aan/",
"""Via de PlayStation 5 teardown zijn we te weten gekomen dat het mogelijk is om het geheugen van de PlayStation 5 uit te breiden. Sony heeft zelf nog geen mededelingen gedaan over dit uitbreidbare geheugen. Dat in de vorm van eigen opties, alternatieve fabrikanten en meer, maar Western Digital stapt alvast in.

De schijffabrikant heeft zijn SN580 aangemerkt als compatibel voor de PlayStation 5. Dit doen ze op een promotioneel pamflet en op de website staat te lezen dat de leessnelheid van data oploopt tot 7GB/s en schrijfsnelheid tot 4.1GB/s, wat voldoende voor de PS5 zou moeten zijn.

Het geheugen is verkrijgbaar in drie varianten: 500GB, 1TB en 2TB, waarbij de prijs gradueel oploopt. Voor de kleinste ben je $149,99 kwijt, die van 1TB $229,99 en voor die van 2TB $449,99. Een dure aangelegenheid dus. Hierbij geldt wel dat Sony dit geheugen officieel nog moet ‘whitelisten’.
""", [("7GB/s","bandwidth",7*G,1,[],"read; the model name as published (SN580) and prices left out"),
("4.1GB/s","bandwidth",4.1*G,1,[],"write; a decimal point in a Dutch text: one digit after the point cannot be a thousands group (4.1 GB/s)"),
("500GB","capacity",500*G,1,[],""),("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),("1TB","capacity",T,2,[],"'die van 1TB $229,99'"),
("2TB","capacity",2*T,2,[],"")])

doc("nl102_techtastic-ps5-m2-slot", "nl", "check13",
 "https://www.techtastic.nl/gaming/sony-gaat-m-2-uitbreidingsslot-van-ps5-in-de-zomer-activeren/",
"""PlayStation 5-bezitters kunnen volgens Bloomberg vanaf de zomer het opslaggeheugen van hun console uitbreiden. Sony werkt momenteel aan een firmware-update die het M.2-uitbreidingsslot van de PS5 activeert, dat momenteel softwarematig is uitgeschakeld. Ten tijde van de PS5-release maakte het Japanse bedrijf bekend dat de functionaliteit op een later moment beschikbaar zou worden gemaakt door middel van een update.

PS5 M.2-ondersteuning

De update voor M.2-ondersteuning introduceert ook de mogelijkheid om de fan op hogere snelheden te laten draaien om ervoor te zorgen dat de PS5 niet oververhit raakt. De PlayStation 5 is voorzien van een SSD met 825 GB aan opslagruimte, maar er is slechts 667 GB beschikbaar voor games, apps en media. AAA-games nemen vaak al minimaal 50 GB in beslag en de populaire Call of Duty-games gaan zelfs ver over de 100 GB heen.

Gebruikers kunnen op dit moment een externe harde schijf of SSD gebruiken, echter werkt dit opslaggeheugen alleen in combinatie met PS4-games. Na de firmware-update kunnen PS5-eigenaren zelf een SSD in de console plaatsen, hoewel deze zal moeten voldoen aan de eisen die Sony stelt. De interne SSD heeft een leessnelheid van 5,5 GB/s (RAW) en 8-9 GB/s (compressed).
""", [("825 GB","capacity",825*G,1,[],"internal SSD; a product widget after the article dropped"),("667 GB","capacity",667*G,1,[],"usable for games"),
("50 GB","capacity",50*G,1,[],"game size"),("100 GB","capacity",100*G,1,[],""),("5,5 GB/s","bandwidth",5.5*G,1,[],"raw read, decimal comma"),
("8","bandwidth",8*G,"8-9 GB/s",["unit_elsewhere"],"'8-9 GB/s (compressed)'"),("9 GB/s","bandwidth",9*G,1,[],"")])

doc("nl103_iphoned-macbook-pro-2023-ssd", "nl", "check13",
 "https://www.iphoned.nl/nieuws/macbook-pro-2023-ssd/",
"""De nieuwe MacBook Pro is razendsnel, maar er is ook minder goed nieuws. De SSD in de MacBook Pro 2023 is langzamer dan zijn voorganger. Dit is er aan de hand.

MacBook Pro 2023 SSD: trager dan voorganger

Met de nieuwe MacBook Pro 2023 heb je een supersnelle laptop in huis. Dit is te danken aan de nieuwe versies van de M2-chip (de M2 Pro en de M2 Max om precies te zijn). Toch is niet alles sneller dan de vorige generatie MacBook Pro (met M1-chip). De opslag (SSD) is namelijk een stukje trager.

Ter vergelijking: bij de MacBook Pro 2021 met M1 Pro (of M1 Max) haalde je schrijfsnelheden van 3950 MB/s en leessnelheden van 4900 MB/s (lezen). Bij het nieuwe model van de MacBook Pro 2023 (het instapmodel) blijft de SSD steken op 3155 MB/s (schrijven) en 2973 MB/s (lezen). Dat is dus gemiddeld zo’n 30% trager.

Dit verhaal klinkt je misschien bekend in de oren en dat kan kloppen. Dit ‘probleem’ met de SSD had de MacBook Air 2022 ook al. Meer hierover is te lezen in onze MacBook Air 2022 review.

Dit is er aan de hand met de SSD van de MacBook Pro 2023

De MacBook Pro 2021 heeft vier SSD’s van 128GB. Als een apparaat meerdere SSD’s heeft en die combineert, kunnen ze parallel gebruikt worden. Hierdoor zijn de lees- en schrijfopdrachten sneller. De nieuwe MacBook Pro 2023 met M2 Pro heeft in de basisconfiguratie slechts twee SSD’s van 256GB. Hierdoor is deze opslag een stuk langzamer.

Maar ga je hier veel van merken tijdens het gebruik? Niet echt, tenzij je heel veel en langdurig data naar de SSD moet schrijven. De SSD die in de MacBook Pro 2023 zit is nog steeds razendsnel.
""", [("3950 MB/s","bandwidth",3950*M,1,[],"M1 Pro write; model years, chip names and '30%' left out; an image caption dropped"),
("4900 MB/s","bandwidth",4900*M,1,[],"M1 Pro read"),("3155 MB/s","bandwidth",3155*M,1,[],"M2 Pro write"),("2973 MB/s","bandwidth",2973*M,1,[],"M2 Pro read"),
("128GB","capacity",128*G,1,[],"per NAND package ('vier SSD’s van 128GB')"),("256GB","capacity",256*G,1,[],"")])

doc("en100_moviesgamesandtech-sata-cache", "en", "tune13",
 "https://moviesgamesandtech.com/2010/12/06/hard-drives-explained-a-supplement-to-byob-podcast-24/3/",
"""Serial Advanced Technology Attachment Spec
Three speed specs for SATA – They are confusing with the numbers, so here you go:
- Version 1.0: SATA 1.5Gb/s – Initial interface speed for 150MB/s data transfer rate
- Version 2.0: SATA 3Gb/s – Enhanced interface speed for 300MB/s data transfer rate, backward compatible
- Version 3.0: SATA 6Gb/s – Most recent interface speed increase providing 600MB/s data transfers and backward compatibility
Want to fully understand the above I/O (input/output) SATA specs?
Here is another math problem: The Version 3.0 spec is 6 Gigabits. That is 6,000,000 bits, but divide it by 8 to get 750 MB (750,000). But you can only get 80% due to 8b/10b encoding, so you end up with 750 MB x .80 = 600MB which is the spec that manufacturers put on their pages.
Disk Buffer
Per the Western Digital Knowledge Base “Cache memory is the data buffer or cache between the hard drive and the actual platters in the drive where data is temporarily stored. Access to data in the memory cache is much faster than accessing data on the platters in the hard drive. The larger the memory cache, the more data can be stored which can be accessed faster.”
What are the benefits between 32MB, 16MB, 8MB, or 2MB cache drives-
In preparing this sermon I had to search to really find any performance data that relates to the disk buffer. The performance distinction between disks that have over 8MB is not necessarily a determining factor when buying a drive. Most buffers were at 2MB in 2001 and have worked their way up to 64MB for the latest high-end drives available. Even most consumer drives now come with 16MB or more so the performance comparison it is not really an issue.
You probably will not notice a performance difference with disk buffer amounts. Again, I could not find any reliable data for buffer performance and will just reference the WD quote above.
""", [("1.5Gb/s","link_speed",1.5e9,1,[],"SATA versions (1.0, 2.0, 3.0) left out"),("150MB/s","bandwidth",150*M,1,[],""),
("3Gb/s","link_speed",3e9,1,[],""),("300MB/s","bandwidth",300*M,1,[],""),("6Gb/s","link_speed",6e9,1,[],""),("600MB/s","bandwidth",600*M,1,[],""),
("6 Gigabits","link_speed",6e9,1,["spelled_out","unit_elsewhere"],"'the Version 3.0 spec is 6 Gigabits': per second implied"),
("6,000,000 bits","link_speed",6e6,1,["spelled_out","unit_elsewhere"],"the author's own slip (6 Gigabits are 6,000,000,000 bits); literal value kept; 'divide it by 8' left out"),
("750 MB","bandwidth",750*M,1,["unit_elsewhere"],"a rate, per second implied; the bare '(750,000)' after it has no unit and does not match (another slip): left out"),
("750 MB","bandwidth",750*M,2,["unit_elsewhere"],"'750 MB x .80': the factor and '80%' left out, as are '8b/10b'"),
("600MB","bandwidth",600*M,"600MB which",["unit_elsewhere"],"'= 600MB which is the spec': the same 600 MB/s"),
("32MB","capacity",32*M,1,[],"cache sizes"),("16MB","capacity",16*M,1,[],""),("8MB","capacity",8*M,1,[],""),
("2MB","capacity",2*M,"2MB cache drives",[],"the quote also sits inside the earlier '32MB'"),
("8MB","capacity",8*M,2,[],"'over 8MB'"),("2MB","capacity",2*M,"2MB in 2001",[],"the year left out"),("64MB","capacity",64*M,1,[],""),
("16MB","capacity",16*M,2,[],"the stored excerpt's next, cut-off section on power dropped")])

doc("en101_rmprepusb-lexar-p20", "en", "tune13",
 "http://rmprepusb.blogspot.co.uk/2016/10/beware-of-this-fast-usb-30-flash-drive.html",
"""Beware of this 'fast' USB 3.0 Flash drive!

I already own a 64GB SanDisk Extreme, but I was looking for a larger 128GB USB 3.0 Flash drive.

As you may know, I am a big fan of the SanDisk Extreme USB 3.0 drives. They are amongst the fastest USB 3.0 Flash memory drives that you can buy, but also represent extremely good value for money.

So, I consulted a few league tables such as UserBenchmark, thewirecutter  and everythingusb.

I was looking for a fast drive, so although the SanDisk Ultra Fit drive was good value for money, I did not consider it because it is slower than several others and also it is just too small - I do have one but I keep 'losing' it, and only find it a few weeks later 'hidden' in a USB port on one of my other devices.

So the main contenders were: (with advertised speed and links to and

SanDisk Extreme     128GB £48 or $61   245MB/s Rd, 190MB/s Wr
SanDisk Extreme Pro 128GB £67 or $60   260MB/s Rd, 240MB/s Wr 
Lexar P20           128GB £52 or $49   400MB/s Rd, 270MB/s Wr

On paper, the Lexar P20 seemed to fit the bill, so I ordered one of these (as I had some Gift Vouchers, I ordered one from the USA for $66 = £51 inc. postage+import fees).

Lexar P20 128GB

The P20 comes with a thin loop of string that you can attach to a key ring. In my experience however, the string tends to fray in the pocket when used on a key ring and eventually it has to be replaced by wire or thin paracord.

I read some comments from reviewers about the P20 being 'very large', however in fact it turns out to be only 1mm wider and 7mm shorter than the SanDisk Extreme.

The slide mechanism of the P20 had a more 'positive' latch than the SanDisk and also had a half-metal shell with a lovely smooth, weighty 'feel'.
""", [("64GB","capacity",64*G,1,[],"the dateline before the headline dropped; USB versions, prices and dimensions (1mm, 7mm) left out"),
("128GB","capacity",128*G,1,[],""),("128GB","capacity",128*G,2,[],"table: SanDisk Extreme"),("245MB/s","bandwidth",245*M,1,[],"advertised read"),
("190MB/s","bandwidth",190*M,1,[],"advertised write"),("128GB","capacity",128*G,3,[],"SanDisk Extreme Pro"),("260MB/s","bandwidth",260*M,1,[],""),
("240MB/s","bandwidth",240*M,1,[],""),("128GB","capacity",128*G,4,[],"Lexar P20"),("400MB/s","bandwidth",400*M,1,[],""),("270MB/s","bandwidth",270*M,1,[],""),
("128GB","capacity",128*G,5,["name"],"'Lexar P20 128GB' subheading; the stored excerpt's cut-off last paragraph dropped")])

doc("en102_devhardware-cruzer-micro", "en", "check13",
 "http://www.devhardware.com/c/a/Memory/Cruzer-Micro-Flash-Drive-Review/2/",
"""Cruzer Micro Flash Drive Review - Performance
(Page 3 of 4 )
The drive performs very well indeed; when tested with HD Tach (a low-level drive benchmarking tool) the average read speed varied between 27.6 and 28.9MB/s, which to put in context is only about 10 MB/s slower than a 7200RPM Seagate Barracuda. Average seek time was just as impressive at 0.8MS, which is about the same as what you'd expect from most average hard drives.
I was unable to use the benchmarking software to test write speed due to the U3 partition on the drive (U3 works by creating a mounted partition from which to run applications, like a virtual CD drive), but in a manual test, copying a single 350MB file to the drive took 41 seconds, giving an average write speed of 8.5MB/s. The following screen shot shows the results from the extended HD Tach speed test:

Another great feature of the drive is that it is compatible with Vista's ReadyBoost system (as the previous speed tests for both reading and writing confirmed), which provides your computer with additional high speed system memory (although nowhere near as fast as standard DDR RAM). Some aspects of your computing experience, such as boot times, will not be improved with ReadyBoost, but other tasks, such as using memory-intensive applications where heavy paging occurs, can see big improvements, so it's good to have this feature available just in case it's required.
The size and the high read/write speeds of the Cruzer micro also mean that you can install an operating system, such as Linux or Windows XP onto the drive and boot a (modern) computer from the flash drive instead of from the system drive. Some additional system configuration and a non-standard install to the drive will be required to make use of this feature, and U3 may need to be removed from the drive before this will work.
""", [("27.6","bandwidth",27.6*M,1,["unit_elsewhere"],"'between 27.6 and 28.9MB/s'; the page counter ('Page 3 of 4') and '7200RPM' left out, the footer links dropped"),
("28.9MB/s","bandwidth",28.9*M,1,[],""),("10 MB/s","bandwidth",10*M,1,[],"a difference ('about 10 MB/s slower')"),
("0.8MS","latency",0.8e-3,1,[],"average seek time, 'MS' upper case"),("350MB","capacity",350*M,1,[],"test file"),("41 seconds","duration",41,1,["spelled_out"],"copy time"),
("8.5MB/s","bandwidth",8.5*M,1,[],"average write")])

doc("en103_pcpro-nas-how-we-test", "en", "check13",
 "http://www.pcpro.co.uk/shopper/html/How_We_Test_-_/NAS.html",
"""How we test....
network attached storage
Network Attached Storage (NAS) devices are basically hard disks with a network connection, and we test them using a variation of our hard disk test. This test measures performance using real-life file copies.
As file transfers always involve two storage devices, we use a 100MB RAM disk to copy the files from. This is extremely fast and ensures that any sluggish performance can be attributed to the NAS on test rather than the data source. Typically, the network connection of the NAS is more of a bottleneck than the hard disk inside.
We also conduct qualitative tests to see how easy it is to setup and administer the NAS on your network.
TESTS
Large files test  
SETTINGS: Copy to/from 100MB RAM disk
WHAT IT DOES: In our large files test we repeatedly copy a single 100MB file. We use a Visual Basic script to copy the file to and from the NAS device. We calculate an average performance in megabytes per second for reads and writes, which are combined into an overall average MB/s figure.
Small files test  
SETTINGS: Copy to/from 100MB RAM disk
WHAT IT DOES: In our small files test we repeatedly copy a folder containing several thousand files with a total size of 100MB. We use a Visual Basic script to copy the folder to and from the NAS device. We calculate an average performance in megabytes per second for reads and writes, which are combined into an overall average MB/s figure.
Test bed  
3.6GHz Intel Pentium 4 560
Intel i915 Motherboard
1GB DDR RAM
Reference scores  
Large files 6MB/s
Small files 0.5MB/s
""", [("100MB","capacity",100*M,1,[],"RAM disk"),("100MB","capacity",100*M,2,[],""),("100MB","capacity",100*M,3,[],"test file"),
("100MB","capacity",100*M,4,[],""),("100MB","capacity",100*M,5,[],"folder total"),("3.6GHz","frequency",3.6e9,1,[],"test-bed CPU clock; model numbers (560, i915) left out"),
("1GB","capacity",G,1,[],"test-bed RAM"),("6MB/s","bandwidth",6*M,1,[],"reference score"),("0.5MB/s","bandwidth",0.5*M,1,[],"a table border after it dropped")])

doc("es100_geektopia-samsung-sm951", "es", "tune13",
 "https://geektopia.es/es/technology/2015/01/08/noticias/el-nuevo-ssd-sm951-de-samsung-alcanza-una-velocidad-de-2-150-mb-s.html",
"""Samsung es el mejor fabricante ahora mismo en el terreno de los SSD, con modelos realmente buenos como el SSD 840 EVO y el recién llegado 850 EVO. Pero como también es la empresa que más invierte en investigación en todos los campos, eso ha permitido que presente en el CES el SSD más rápido del momento.
Se trata del SM951, que puede alcanzar velocidades de hasta 2.150 MB/s de lectura y 1.550 MB/s de escritura, con tiempos de lectura de archivos 4KB de 130.000 IOPS (operaciones de entrada/salida por segundo) y de 85.000 IOPS de escritura. Todo gracias a que utiliza de interfaz PCIe 3.0.
Estas velocidades se pueden dar en portátiles y PCs de sobremesa, mientras que en los ultrabooks llegaría a los 1.650 MB/s de lectura y 1.350 MB/s de escritura. En el apartado del consumo, requeriría tan solo 2 mW, mucho menos que su predecesor XP941 que necesita 50mW. El SM951 utiliza memoria NAND MLC de 10 nm, lo que explica las mejoras de consumo junto con utilizar el estándar L1.2 de bajo consumo para SSDs. Estará disponible en disposiciones de 128GB, 256GB y 512GB.
Estará disponible con un factor de forma M.2, que suele venir de serie en las placas con chipset Z97 y algunas H97, pero depende de que el tipo de interfaz sea el correcto y esté configurado adecuadamente para sacarle todo el partido posible al SSD SM951. Lo interesante de este nuevo SSD es la memoria fabricada con el proceso de 10nm, ya que podría proporcionar una baja durabilidad al disco (o que Samsung haya encontrado una forma de evitarlo), pero hasta que no aparezcan los primeros análisis y la información completa del SSD no se sabrá.
""", [("2.150 MB/s","bandwidth",2.15*G,1,[],"dot as thousands separator; model numbers (840, 850, SM951, XP941), '4KB' blocks, process nodes (10 nm, 10nm) and chipset names left out"),
("1.550 MB/s","bandwidth",1.55*G,1,[],""),("130.000 IOPS","iops",130000,1,[],"random read"),("85.000 IOPS","iops",85000,1,[],"random write"),
("1.650 MB/s","bandwidth",1.65*G,1,[],"in ultrabooks"),("1.350 MB/s","bandwidth",1.35*G,1,[],""),("2 mW","power",2e-3,1,[],"low-power state"),
("50mW","power",50e-3,1,[],"predecessor"),("128GB","capacity",128*G,1,[],""),("256GB","capacity",256*G,1,[],""),("512GB","capacity",512*G,1,[],"")])

doc("es101_telecombol-samsung-850-evo", "es", "tune13",
 "https://telecombol.com/2014/12/ssd-tarjetas-de-memoria-rapidas-y.html",
"""Los discos SSD son el nuevo formato de almacenamiento. Un formato de memoria más rápido y fiable que el disco duro tradicional, pero hasta ahora su uso se ha visto limitado mucho ya sea en tablets, ultrabooks y computadoras en general debido al coste de esta tecnología. No obstante, la diferencia de precios cada vez se reducen más. Por ejemplo las nuevas tarjetas Samsung SSD 850 EVO están pensadas para el campo del consumo y alcanzan buenas velocidades de hasta 540 MB/s en lectura y de hasta 520 MB/s en escritura. Todo ello con un tamaño que varía entre los 120 GB y 1 TB, una capacidad que ya comienza a acercarse mucho a los discos duros.
Los nuevos discos Samsung SSD 850 EVO están pensados para los entornos domésticos, tanto para tablets como para ultrabooks o computadoras de escritorio. Para hacer frente a las necesidades concretas de cada usuario, los modelos 850 EVO cuentan con capacidades de entre 120 GB y 1 TB (un tamaño que ya los iguala mucho a los discos duros). Entre estas dos capacidades también tenemos configuraciones en 250 GB y 500 GB. La compañía surcoreana utiliza la tecnología de 3-bit 3D V-NAND. Esta tecnología supone utilizar el espacio en el que se distribuyen las celdas de una forma más efectiva, de manera que se consigue una mayor densidad y un menor consumo energético a través del uso de 32 capas verticales (en vez de una colocación horizontal).
Por otro lado, Samsung también ha mejorado el rendimiento de estas tarjetas. Los Samsung SSD 850 EVO consiguen velocidades muy altas de hasta 540 MB/s de lectura secuencial y 520 MB/s en escritura secuencial. La diferencia respecto a los modelos anteriores es todavía mayor en el campo de la escritura aleatoria, con una velocidad que casi se duplica respecto a la generación anterior en el modelo de 120 GB. En concreto, este disco es capaz de alcanzar velocidades de 88,000 IOPS, la misma que la configuración de 250 GB (sólo que en este caso la diferencia frente a la generación an""",
 [("540 MB/s","bandwidth",540*M,1,[],"model number 850, '3-bit' and '32 capas' left out"),("520 MB/s","bandwidth",520*M,1,[],""),
("120 GB","capacity",120*G,1,[],""),("1 TB","capacity",T,1,[],""),("120 GB","capacity",120*G,2,[],""),("1 TB","capacity",T,2,[],""),
("250 GB","capacity",250*G,1,[],""),("500 GB","capacity",500*G,1,[],""),("540 MB/s","bandwidth",540*M,2,[],"sequential read"),
("520 MB/s","bandwidth",520*M,2,[],"sequential write"),("120 GB","capacity",120*G,3,[],""),
("88,000 IOPS","iops",88000,1,[],"comma used as thousands separator in a Spanish text (English style), as in spec8"),
("250 GB","capacity",250*G,2,[],"the stored excerpt ends mid-word ('generación an')")])

doc("es102_masqueteclas-consumo-nas", "es", "check13",
 "https://www.masqueteclas.com/tutorial/consumo-de-tu-nas",
"""¿Alguna vez te has preguntado cuál es el consumo de tu NAS estando todo el día conectado a la red eléctrica? Pues bien, en este nuevo artículo pretendo arrojar un poco más de luz (nunca mejor dicho) a este tema mediante unos sencillos cálculos matemáticos.
Sería conveniente tener a mano la última factura de la luz que te ha enviado tu compañía eléctrica, pero no es estrictamente necesario.
Ejemplo práctico de consumo de tu NAS
Veamos entonces un ejemplo para el NAS que yo tengo en la actualidad un Synology modelo DS713+. Para ello, hemos de buscar la página web donde vengan las especificaciones del fabricante del NAS que en mi caso se pueden ver pulsando aquí. En el apartado Otros de la web de especificaciones vemos los siguientes datos que nos van a resultar de utilidad al realizar los cálculos:
– Fuente / Adaptador de alimentación = 72W
– Consumo* de energía de los discos = 30.72W (Acceso) y 17.88W (Hibernación de unidad de disco duro)
* Consumo medido cuando las 2 unidades de disco duro Seagate 500GB ST9500325AS se han cargado completamente. El consumo es realizado desde la fuente de alimentación por lo que en el peor de los casos los discos consumirían en un instante determinado 30.72W de esos 72W. El resto de potencia estaría distribuida en los demás componentes: procesador, placa, memoria RAM y resto de circuitería del NAS.
Si el NAS lo dejamos encendido las 24 horas del día tenemos dos situaciones, que los discos en un instante concreto estén funcionando a pleno pulmón (muchos usuarios accediendo a ellos para leer o escribir) o que estén en reposo y eso es difícil de concretar. Por eso nos pondremos en el mejor y el peor de los casos y haremos una estimación media.
El consumo eléctrico es energía o sea trabajo y el trabajo es la potencia por tiempo (kilo Watios por hora ó kWh) con lo que tendríamos que aplicar la siguiente fórmula para calcularla:
""", [("72W","power",72,"alimentación = 72W",[],"power adapter rating; the model name DS713+ and '2 unidades' left out"),
("30.72W","power",30.72,1,[],"decimal point in a Spanish text: two digits after the point cannot be a thousands group (30.72 W, not 3072)"),
("17.88W","power",17.88,1,[],"disks in hibernation"),("500GB","capacity",500*G,1,["name"],"'Seagate 500GB ST9500325AS'; the part number left out"),
("30.72W","power",30.72,2,[],""),("72W","power",72,"esos 72W",[],"the quote also sits inside each '30.72W'"),
("24 horas","duration",24*H,1,[],"operating time per day for the energy estimate; the stored excerpt's last, cut-off line (the formula) dropped")])

doc("es103_elgeek-wd-caviar-green-2tb", "es", "check13",
 "https://elgeek.com/3914/western-digital-fabrica-el-primer-disco-de-2tb",
"""Western Digital fabrica el primer disco de 2TB
Western digital ha presentado el disco duro de mayor tamaño de la historia: nada menos que 2 TeraBytes. Pertenece a la familia Caviar Green.
Se trata de un diseño de 4 platos (es decir, dentro de la carcasa de 3,5 pulgadas hay cuatro discos magnéticos, cada uno de 500GB de capacidad), por lo que la densidad en algunos puntos llega hasta los 400GB por pulgada cuadrada. La memoria cache es de 32MB y de momento el único conector disponible es SATA.
En los últimos tiempos los avances en discos duros han estado eclipsados por la rápida evolución que ha tenido la memoria de tipo Flash, que ya se utiliza como prinicipal medio de almacenamiento en alguno sectores del mercado como los Netbooks de gama baja o los ultraportátiles como el Apple Macbook Air.
Además, dentro de los discos duros tradicionales, el formato de 3,5 pulgadas es que menos llama la atención ya que el público está más pendiente de los modelos que se presentan en los formatos más pequeños de 2,5″ y 1,8″ (estos últimos son los que se utilizan en los iPod Classic). Hace años que las capacidades máximas de los discos de 3,5″ han superado las exigencias de la mayoría de los usuarios, mientras que en el terrano de los portátiles y ultraportátiles (con discos de 2,5 y 1,8 pulgadas respectivamente) eran muchos los que pedían mayor capacidad.
Wester Digital denomina a este disco de 2TB como ecológico, ya que ocupa la mitad de espacio y consume menos que dos discos de 1TB juntos (especialmente en comparación con los Caviar Blue, que son algo más rápidos pero gastan más energía y son ruidosos). Según la compañía, el 10% de los discos de 3,5″ que se venden son ya de 1 TB o mayor capacidad. Saldrá a la venta con un precio recomendado de 299 dólares para la unidad «retail» (es decir, con caja, cableado y manuales), lo cual es un buen precio si tenemos en cuenta que la versión de 1 TB cuesta 219.
""", [("2TB","capacity",2*T,1,[],"headline; platter count, form factors (3,5 pulgadas, 2,5″, 1,8″), '10%' and prices (299 dólares, 219) left out"),
("2 TeraBytes","capacity",2*T,1,["spelled_out"],"mixed-case 'TeraBytes'"),("500GB","capacity",500*G,1,[],"per platter; '400GB por pulgada cuadrada' is an areal density and left out (as in spec8)"),
("32MB","capacity",32*M,1,[],"cache"),("2TB","capacity",2*T,2,[],""),("1TB","capacity",T,1,[],""),("1 TB","capacity",T,1,[],""),("1 TB","capacity",T,2,[],"")])
