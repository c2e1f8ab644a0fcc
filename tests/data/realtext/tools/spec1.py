# (id, lang, half, url, text, figures[(quote, metric, value, occ, tags, note)])
G=1e9; T=1e12; M=1e6
DOCS = []
def doc(id, lang, half, url, text, figs): DOCS.append((id, lang, half, url, text, figs))

doc("fr01_ginjfo-vision-drive", "fr", "tune",
 "https://ginjfo.com/dossiers/tests-materiel/composants/disques-durs/vision-drive-1-to-de-gigabyte-le-test-complet-20210302/4",
"""Les performances
CrystalDiskMark 6.0.2 x64.
Ce benchmark évalue les vitesses de lecture et d’écriture de différents supports de stockage comme les disques durs classiques, les SSD, les cartes SD ou encore les clés USB. Dans notre cas, nous avons procédé à une mesure des débits séquentiels et aléatoires. Une moyenne est calculée après cinq tests.
Le bilan est rapide. Il faut absolument privilégier l’interface USB 3.2 Gen 2×2 pour obtenir les meilleurs débits en lecture et écriture séquentielles. Nous enregistrons des valeurs respectives de 1746 Mo/s et 1799 Mo/s. Les performances sont doublées par rapport à de l’USB 3.2 Gen 2 et plus que quadruplées face à de l’USB 3.2 Gen 1 . Il est intéressant de noter qu’en USB 3.2 Gen 2 nous sommes un peu plus véloce que le X8 Portable SSD de Crucial.
ATTO.
ATTO (4.00.0f2) est un logiciel de test évaluant les débits en écriture et lecture en fonction de la taille des fichiers (de 512B jusqu’à 64 Mo).
La mise en forme graphique des données d’ATTO permet d’avoir une vue plus globale des prouesses de chaque unité et surtout de chaque interface. L’USB 3.2 Gen 1 plafonne à 440 Mo/s en lecture et écriture tandis que l’USB 3.2 Gen 2 offre 1016 et 960 Mo/s. Ici, les SSD externes proposent les mêmes prestations en lecture. Le passage à de l’USB 3.2 Gen 2×2 offre un gros boost aux débits.
En écriture, le débit maximum (1.88 Go/s) est atteint avec des fichiers de 256 Ko et plus contre des fichiers de 512 Ko et plus en lecture (1,9 Go/s).
""", [("1746 Mo/s","bandwidth",1746*M,1,[],""),("1799 Mo/s","bandwidth",1799*M,1,[],""),
("440 Mo/s","bandwidth",440*M,1,[],""),("1016","bandwidth",1016*M,1,["unit_elsewhere"],"'1016 et 960 Mo/s'"),
("960 Mo/s","bandwidth",960*M,1,[],""),("1.88 Go/s","bandwidth",1.88*G,1,[],"decimal point"),("1,9 Go/s","bandwidth",1.9*G,1,[],"decimal comma")])

doc("fr02_zeden-kioxia-exceria-plus-g2", "fr", "check",
 "https://www.zeden.net/actu/27296-ZeDen-teste-le-SSD-portable-Kioxia-EXCERIA-PLUS-G2/4",
"""Protocole de test
Pour tester les vitesses de lecture et d'écriture d'un SSD, nous utilisons le logiciel CrystalDiskMark dans sa version 8.0.6 disponible ici. Avec cet outil, nous allons pouvoir visualiser les performances basiques du SSD. Ces mesures sont celles relevées en lecture / écriture, avec plusieurs modes : séquentiel et aléatoire. En fin de compte, le logiciel nous donne un score, qui sera comparable avec d'autres SSD via le même outil bien sûr.Rappel sur les débits de la norme USB
Entre les USB 1, 2, 3 ou même bientôt 4, les normes et les vitesses des connexions USB ont bien évolué. Pour mieux comprendre de quoi il s'agit, voici un petit récapitulatif des vitesses :Standard | Débit maximum |
---|---|
USB 2.0 | 50 Mo/s |
USB 3.2 Gen 1 | 500 Mo/s |
USB 3.2 Gen 2 | 1200 Mo/s |
USB 3.2 Gen 2x2 | 2400 Mo/s |
USB 4 | 4800 Mo/s |
Résultats
Le SSD portable Kioxia EXCERIA PLUS G2 étant construit autour de la norme USB 3.2 Gen 2, les vitesses maximales théoriques qu'il peut atteindre sont de 1200 Mo/s. Lors de nos mesures, nous avons obtenu 1065 Mo/s en lecture et 1059 Mo/s en écriture. Il n’atteint pas les limites de la norme USB 3.2 Gen 2, mais dépasse les valeurs annoncées par le fabricant. Et clairement, pour un écart aussi faible, va-t-on réellement le percevoir dans un usage quotidien ?En revanche, on note que les vitesses chutent considérablement lors de l’utilisation du câble USB Type-C vers Type-A. Cela s’explique notamment par la connectique, car un port USB Type-A en USB 3.0 (désormais appelé USB 3.2 Gen 1) est limité à 500 Mo/s en transfert. Pour dépasser les 1000 Mo/s, il est indispensable de combiner les performances du SSD NVMe avec une interface USB 3.2 Gen 2 en Type-C.
""", [("50 Mo/s","bandwidth",50*M,1,[],""),("500 Mo/s","bandwidth",500*M,1,[],""),("1200 Mo/s","bandwidth",1200*M,1,[],""),
("2400 Mo/s","bandwidth",2400*M,1,[],""),("4800 Mo/s","bandwidth",4800*M,1,[],""),("1200 Mo/s","bandwidth",1200*M,2,[],""),
("1065 Mo/s","bandwidth",1065*M,1,[],""),("1059 Mo/s","bandwidth",1059*M,1,[],""),("500 Mo/s","bandwidth",500*M,2,[],""),("1000 Mo/s","bandwidth",1000*M,1,[],"")])

doc("fr03_01net-cinq-ssd-nvme", "fr", "check",
 "https://01net.com/actualites/on-a-teste-cinq-ssd-de-nouvelle-generation-pour-booster-votre-ordinateur-portable-1435198.html",
"""Les SSD 2,5 pouces sont presque morts ! Place aux modèles M.2 et plus particulièrement à ceux dotés d’une interface NVMe (Non-Volatile Memory Express). Cette dernière permet de s’affranchir de la limite des 600 Mo/s de l’interface SATA (Serial ATA) utilisée actuellement pour les disques durs intégrés aux ordinateurs grand public. Ainsi, les SSD M.2 NVMe sont capables d’offrir des débits supérieurs à 3000 Mo/s !
Des SSD prêts à l’emploi
Leur installation est très simple, car ils se présentent sous la forme d’une petite carte (22 x 80 mm en général) à insérer dans un connecteur spécifique de la carte mère.
""", [("600 Mo/s","bandwidth",600*M,1,[],""),("3000 Mo/s","bandwidth",3000*M,1,[],"")])

doc("it01_migliorisotto100euro-ssd-m2", "it", "tune",
 "https://migliorisotto100euro.com/migliori-ssd-m2-nvme-gen3-gen4",
"""Il miglior SSD NVMe sul mercato : Western Digital Black SN850
- Tecnologia Next-gen PCIe Gen4 ottimizzata per gaming di livello superiore (non adatta ad ambienti NAS o server)
- Velocità di lettura/scrittura straordinariamente veloci fino a 7.000/4.100 MB/s (modello da 500 GB) e fino a 1.000.000 IOPS
- Capacità fino a 2 TB per memorizzare i tuoi giochi preferiti pronti all'uso
- Software WD_BLACK Dashboard scaricabile per personalizzare e controllare la tua esperienza di gioco
- Ottimizzata per gaming di livello superiore
Promette velocità fino a 7000 MB/s in lettura e 5300 MB/s in scrittura. Usa la memoria BiCS4 e un controller WD Black G2, pensi che sarà all’altezza delle aspettative?
""", [("7.000","bandwidth",7000*M,1,["unit_elsewhere"],"'7.000/4.100 MB/s'"),("4.100 MB/s","bandwidth",4100*M,1,[],""),
("500 GB","capacity",500*G,1,[],""),("1.000.000 IOPS","iops",1e6,1,[],""),("2 TB","capacity",2*T,1,[],""),
("7000 MB/s","bandwidth",7000*M,1,[],""),("5300 MB/s","bandwidth",5300*M,1,[],"")])

doc("it02_ilsoftware-pcie-nvme-2020", "it", "tune",
 "https://ilsoftware.it/miglior-ssd-pcie-nvme-m2-del-2020-la-nostra-selezione_21649",
"""Quando si parla di unità SSD ci si riferisce ormai a due differenti standard a seconda dell’interfaccia utilizzata: SATA o PCIe.
Un SSD PCIe 3.0 x4 può trasferire dati fino a 4 GB/s, almeno sulla carta e come prestazione di picco, ovvero 8 volte di più rispetto a un SSD SATA tradizionale (500 MB/s) usando quattro piste.
Con le unità SSD PCIe 4.0 x4 l’asticella viene ulteriormente elevata portandola al valore teorico di 8 GB/s: SSD PCIe 4.0: quali le differenze rispetto ai precedenti modelli. Con PCIe 5.0 x4 si arriverà a circa 16 GB/s e in futuro si potranno usare più piste.
Un’unità M.2 è larga sempre 22 mm mentre la sua lunghezza può variare tra 42 mm a 110 mm: è quindi bene verificare nelle specifiche della scheda prima di fare acquisti.
Un buon SSD PCIe NVMe come il Samsung 970 EVO può sostenere il trasferimento dati a velocità oltre 2.000 MB/s. In futuro le performance saliranno ancora grazie all’uso di standard PCIe più performanti e di un più ampio numero di piste.
""", [("4 GB/s","bandwidth",4*G,1,[],""),("500 MB/s","bandwidth",500*M,1,[],""),("8 GB/s","bandwidth",8*G,1,[],""),
("16 GB/s","bandwidth",16*G,1,[],""),("2.000 MB/s","bandwidth",2000*M,1,[],"")])

doc("it03_ideeregaloperte-ssd", "it", "check",
 "https://www.ideeregaloperte.it/ssd/",
"""Crucial MX500: il migliore SSD economico

Capacità: 250 GB / 500 GB / 1 TB / 2 TB | Interfaccia: SATA | Lettura / scrittura sequenziale: 560/510 MB / s | Garanzia: 5 anni | Durata: 100/180/360/700 TBW

Crucial è uno dei migliori produttori di dischi SSD al mondo. Con questo MX500 non solo è riuscito a creare uno dei migliori SSD economici sul mercato, ma anche un modello ad alte prestazioni, capace di competere con altri modelli SATA più costosi.

Questa unità ha una velocità di lettura sequenziale di 560 MB / e una velocità di scrittura di 510 MB / s.
D’altra parte, le velocità casuali sono rispettivamente 95K e 90K IOPS. La cosa interessante è che questi dati sono molto vicini a quelli raggiunti nell’uso reale.
""", [("250 GB","capacity",250*G,1,[],""),("500 GB","capacity",500*G,1,[],""),("1 TB","capacity",T,1,[],""),("2 TB","capacity",2*T,1,[],""),
("560","bandwidth",560*M,1,["unit_elsewhere"],"'560/510 MB / s'"),("510 MB / s","bandwidth",510*M,1,[],""),
("5 anni","duration",5*365*86400,1,[],"warranty"),("100","endurance",100*T,1,["unit_elsewhere"],"'100/180/360/700 TBW'"),
("180","endurance",180*T,1,["unit_elsewhere"],""),("360","endurance",360*T,1,["unit_elsewhere"],""),("700 TBW","endurance",700*T,1,[],""),
("510 MB / s","bandwidth",510*M,2,[],""),("95K","iops",95000,1,["unit_elsewhere"],"'95K e 90K IOPS'"),("90K IOPS","iops",90000,1,[],"")])

doc("it04_hwsetup-micron-2400", "it", "check",
 "https://hwsetup.it/news/reader.php?objid=32865",
"""Micron ha annunciato la linea di drive a stato solido NVMe denominata SSD 2400: al momento questa serie di unità, il cui target è rappresentato dai sistemi OEM per applicazioni client e data center, comprende tre modelli la cui capacità è pari rispettivamente a 512GB, 1TB e 2TB.
Questi drive sono basati su chip di NAND QLC a 176-layer, ovviamente progettati e prodotti in-house da Micron, e sono caratterizzati da una interfaccia di tipo PCIe Gen4 e da un form factor di tipo M.2 (22x30, 22x42 e 22x80).
Micron ha promesso di portare la medesima tecnologia anche in ambito consumer mediante il brand Crucial; nel frattempo ha esaltato le peculiarità degli SSD 2400 che possono vantare, rispetto alla generazione precedente dello stesso produttore, una velocità di I/O superiore del 33% e una latenza in lettura ridotta del 24%.
Per la versione con capacità da 2TB Micron dichiara una velocità in lettura e scrittura sequenziale pari rispettivamente a 4500MB/s e 4000MB/s, mentre nello scenario random le prestazioni sono quantificate in lettura e in scrittura da 650 IOPS e 700K IOPS rispettivamente.
""", [("512GB","capacity",512*G,1,[],""),("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),("2TB","capacity",2*T,2,[],""),
("4500MB/s","bandwidth",4500*M,1,[],""),("4000MB/s","bandwidth",4000*M,1,[],""),("650 IOPS","iops",650,1,[],"as written; the site dropped a K"),("700K IOPS","iops",700000,1,[],"")])
