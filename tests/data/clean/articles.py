D = []
def a(lang, slug, url, text): D.append((lang, slug, url, text.strip() + "\n"))
a("de","tweakpc-crucial-mx100-iops","https://tweakpc.de/hardware/tests/ssd/crucial_mx100/s09.php","""Crucial MX100 - Die Preis-Leistungs-SSD im Test (9/10)
IOPS Stresstest - dauerhaftes Schreiben
Herstellerangaben bei SSD sind gerne darauf ausgelegt möglichst große Zahlen anzugeben. Satte 60.000, 80.000, ja sogar über 90.000 IOPS sollen die Laufwerke beim Schreiben von 4K Blöcken erreichen. Die Betonung liegt dabei allerdings immer auf "bis zu", denn je nach Anwendung kommen in der Praxis dann ganz andere Resultate hervor.
Um zu sehen wie sich unsere Testkandidaten unter widrigen Bedingungen verhalten haben wir spezielles Testszenario gebildet. Die zuvor komplett mit Secure Erase gelöschte SSD wird zu 70% mit linearen Schreiben gefüllt. Danach werden sofort ohne Pause 4K QD64 Random Write Operationen auf der SSD ausführt. 30 Minuten lang wird dabei nur geschrieben, ab der Minute 30 finden jeweils drei 5-minutige Erholungsphasen statt in denen nur gelesen wird.
Die neue MX100 von Curcial mit 256 Gigabyte Speicherplatz liegt in dem 4K QD32 Random Write Stresstest über 45 Minuten in et""")
a("de","heise-ct-benchmarks-festplatten-ssds","https://heise.de/hintergrund/So-ermittelt-die-c-t-Benchmarks-fuer-Tests-Festplatten-SSDs-9806435.html","""So ermittelt die c't Benchmarks für Tests: Festplatten & SSDs
Die Bandbreite ist groß: Festplatten gelten zwar heutzutage als langsam, doch mit knapp 300 MByte/s sind sie in den Außenzonen immer noch um ein Vielfaches schneller als so manche MicroSD-Karte. Die langsamsten Speicherkarten kommen beim Schreiben nicht einmal auf 20 MByte/s. Auf der anderen Seite gibt es PCIe-5.0-SSDs, die mehr als 14 GByte/s erreichen.""")
a("de","softperten-iops-messen","https://it-sicherheit.softperten.de/wissen/wie-misst-man-die-iops-leistung-einer-ssd","""Wie misst man die IOPS-Leistung einer SSD?
Bei diesen Tests werden verschiedene Szenarien simuliert, insbesondere das Lesen und Schreiben von sehr kleinen 4KB-Datenblöcken, was dem typischen Alltag eines Betriebssystems entspricht. Ein hoher Wert bei "4K Random Read/Write" ist für die gefühlte Geschwindigkeit wichtiger als die sequenzielle Transferrate (z.B. 3500 MB/s).""")
a("de","pcwelt-wie-wir-ssds-testen","http://www.pressreader.com/germany/pc-welt/20170602/283081299179228","""Solid State Drives (SSDs): Wie wir testen
Zu den Schwerpunkten im Test von 2,5-Zoll-SSDs gehören Geschwindigkeit, Ausstattung, Stromverbrauch und Service. Geschwindigkeit: In den Praxistests muss die SSD eine 4,2-GB-Kopie des DVD-Films „Wag the Dog“, die auf dem Systemlaufwerk liegt, schreiben, lesen und in ein anderes eigenes Verzeichnis kopieren. Diese drei Leistungstests wiederholen sich mit einem fünf GB großen Ordner, der tausend MP3-Dateien enthält. Die Grundeinstellung ist dabei auf eine Blockgröße von vier Kilobyte und 32 parallele Anfragen festgelegt. Jeweils eine Stunde beschreibt und liest die SSD zu 100 Prozent eine nicht ausgerichtete Partition. Jeder der insgesamt vier Testläufe geht mit fünf Prozentpunkten in die Testnote ein.""")
a("fr","ginjfo-gigabyte-vision-drive-1to","https://ginjfo.com/dossiers/tests-materiel/composants/disques-durs/vision-drive-1-to-de-gigabyte-le-test-complet-20210302/4","""Les performances
CrystalDiskMark 6.0.2 x64.
Le bilan est rapide. Il faut absolument privilégier l’interface USB 3.2 Gen 2×2 pour obtenir les meilleurs débits en lecture et écriture séquentielles. Nous enregistrons des valeurs respectives de 1746 Mo/s et 1799 Mo/s. Les performances sont doublées par rapport à de l’USB 3.2 Gen 2 et plus que quadruplées face à de l’USB 3.2 Gen 1 .
ATTO (4.00.0f2) est un logiciel de test évaluant les débits en écriture et lecture en fonction de la taille des fichiers (de 512B jusqu’à 64 Mo).
L’USB 3.2 Gen 1 plafonne à 440 Mo/s en lecture et écriture tandis que l’USB 3.2 Gen 2 offre 1016 et 960 Mo/s. Ici, les SSD externes proposent les mêmes prestations en lecture. Le passage à de l’USB 3.2 Gen 2×2 offre un gros boost aux débits.
En écriture, le débit maximum (1.88 Go/s) est atteint avec des fichiers de 256 Ko et plus contre des fichiers de 512 Ko et plus en lecture (1,9 Go/s).""")
a("fr","clubpromos-utilite-ssd","https://clubpromos.fr/forum/threads/utilit%C3%A9-dun-ssd.66486/post-965137","""De l'ordre de de 0,1 milliseconde (ms) pour les SSD, il est 7 ms pour le meilleur disque dur grand public à savoir le Velociraptor 300 Go (plus généralement il faut compter 12 à 15 ms pour les autres disques durs). Cela donne donc au SSD une réactivité hors paire.
Les puces mémoires actuelles peuvent proposer des débits allant jusqu'à 550 Mo/s en lecture et 550 Mo/s en écriture . Les performances sont bien meilleures que celles des disques durs 2.5" et même supérieures à celles du Velociraptor 600 à 10.000 tpm, la référence en disque dur 3.5", qui atteint un débit maximum en lecture de 145 Mo/s avec une moyenne de 100 Mo/s et un minimum de 85 Mo/s.""")
a("fr","hardwarefr-comparatif-28-ssd-protocole","https://www.hardware.fr/articles/906-11/protocole-test.html","""Comparatif SSD : 28 SSD de 480 à 512 Go
Même les logiciels spécialisés ne sont pas exempts de défauts puisque si CrystalDiskMark par exemple permet de tester rapidement un SSD, il ne donne que des résultats partiels dans le cadre d'un comparatif. Ainsi son fichier de test n'est que de 4 Go dans le meilleur des cas.
Les performances sont mesurées dans plusieurs cas, avec une durée de 2 minutes à chaque fois :
- Lectures séquentielles par accès de 2 Mo, QD 1 à 4
- Écritures séquentielles par accès de 2 Mo, QD 1
En lecture les tests sont faits avec 1, 2 et 4 commandes simultanées.""")
a("fr","hardwarefr-ecritures-aleatoires","https://www.hardware.fr/articles/860-21/ecritures-aleatoires.html","""Comparatif SSD 2012-2013 : 37 SSD SATA 6G 120 et 128 Go
Ecritures aléatoires
Nous passons cette fois aux mesures lors d'écritures aléatoires par bloc de 4 Ko de données incompressibles sur l'intégralité du SSD. Le test est effectué pendant 2 minutes avec un nombre d'accès simultanés variant entre 1 et 32. Là encore pour des raisons de lisibilité nous ne reportons les valeurs sur le graphique que pour 1, 2 et 4 accès.""")
a("ru","dzen-skorost-ssd-interfeisy","https://dzen.ru/a/Zw4fxcoIlSjYqavs","""И эти цифры напрямую зависят от используемого в SSD интерфейса. SATA SSD. Это самые медленные, но обычно и самые доступные твердотельные накопители. Они могут работать на скорости до 600 Мбайт/с, но на деле скорость чтения таких SSD обычно ограничена куда более скромными 500-550 Мбайт/с.""")
a("ru","comicsufa-nvme-pcie-rezhimy","http://comicsufa.ru/office/ssd-m2-pci-e-3-0-ustanovka-nvme-nakopiteli-v-raznyh-rezhimah-raboty-interfeisa-pci-express.html","""Иметь-то имеет, однако все разговоры об этом начались только тогда, когда некоторым накопителям на некоторых операциях стало тесно в рамках «обычного» SATA. Но ведь между его 600 МБ/с и (столь же теоретическими) 4 ГБ/с интерфейса PCIe 3.0 x4 - просто пропасть, причем заполненная массой вариантов! А вдруг и одной линии PCIe 3.0 хватит, поскольку это уже в полтора раза больше SATA600?""")
a("ru","ekatalog-ssd-obem","https://e-katalog.kz/cmp/90131/ap120gas340xc-vs-ap128gas350xr","""Что касается фактических значений, то вместимость
120 ГБ и ниже в наше время считается небольшой. Сюда же можно приравнять и
SSD на 240 ГБ. Средними значения уже считаются
500 ГБ, повышенными —
1 ТБ (в диапазон к которым попадают
SSD на 400 и
800 ГБ). А наиболее емкие современные SSD вмещают
2 TБ,
4 TБ и
даже более.""")
a("pl","malinowepi-ssd-vs-hdd","https://malinowepi.pl/czym-sie-rozni-dysk-ssd-od-hdd-poradnik-dla-uzytkownikow","""Dysk HDD zbudowany jest z kilku podstawowych elementów: talerzy magnetycznych obracających się z prędkością najczęściej 5400 lub 7200 rpm, rzadziej 10 000 rpm, zespołu głowic na ruchomym ramieniu, silnika napędzającego talerze oraz elektroniki sterującej. Typowy dysk ma bufor 64–256 MB cache, który pomaga wygładzić pracę.""")
a("pl","zawodowe-nosniki-odczyt","https://zawodowe.edu.pl/technik-realizacji-nagran/AUD.08/ktory-z-wymienionych-nosnikow-umozliwia-najszybszy-7ca3c26d","""W praktyce, gdy porównasz SSD do płyty CD czy nawet karty SD, różnica jest kolosalna – system operacyjny uruchamia się w kilka sekund, a transfery potrafią sięgać nawet kilkuset megabajtów na sekundę (NVMe jeszcze szybciej, nawet powyżej 3000 MB/s).
Jednak w praktyce nośniki optyczne są naprawdę powolne – prędkości odczytu oscylują na poziomie kilku, maksymalnie kilkunastu megabajtów na sekundę (najczęściej jednak bliżej 5-10 MB/s w warunkach domowych).""")
a("pl","pcformat-ssd-dla-laika","https://www.pcformat.pl/News-SSD-dla-laika-czyli-jak-wybrac-nowy-dysk,n,18135","""Angielskojęzyczna terminologia określa liczbę operacji wejścia/wyjścia, jakie dysk może wykonać w czasie 1s. Mierzoną w tym czasie "próbką" odczytanych i zapisanych danych są 4 KB. Przykładowo, IOPS na poziomie 90 000 oznacza, że dysk w ciągu sekundy może zapisać 90 takich 4-kilobajtowych próbek.""")
a("pl","whatnext-zotac-sonix-metodologia","https://whatnext.pl/recenzje/zotac-sonix-p3400-480-gb/2/","""Wszystkie testy przeprowadzono na komputerze z zainstalowanym systemem operacyjnym Windows 10 Pro w wersji 64-bitowej. Zastosowany system plików to NTFS, zaś dyski pracowały w trybie AHCI – wpięte w porty Serial ATA 6 Gb/s.
kopiowanie – testy praktyczne:
1. kopiowanie plików na testowany dysk:
– pliki MP3 o wadze 4 GB
– pliki MP4 o wadze 4 GB
– paczka zdjęć JPG o wadze 7,5 GB
– plik ISO ważący 10,5 GB
– folder z plikami Windowsa 10 ważący 18,7 GB
– plik MKV 1080p ważący 19,32 GB
– pliki BIN ważący 30 GB
– ostatnim testem jest robione w dwóch fazach kopiowanie wszystkich wyżej wymienionych plików jednocześnie. Całość waży skromne 94,1 GB.""")
a("pl","chip-jak-wydajnego-ssd","https://www.chip.pl/2022/09/jak-wydajnego-dysku-ssd-potrzebuje/","""Przykładowo 8-terabajtowe dyski SSD kupicie za ponad 3000 zł, a dysk HDD o tej samej pojemności już poniżej 1000 zł. Im niższa pojemność, tym ta różnica jest niższa, ale i tak nawet 1 TB dysk SSD jest ciągle droższy od HDD (349 vs 200 zł).""")
a("es","hardzone-iops-latencia","https://hardzone.es/2018/12/15/iops-latencia-rendimiento-ssd/","""Como norma, a mayor número de IOPS, mejor es el rendimiento general de una unidad de almacenamiento, ya sea ésta sólida o mecánica. Ahora bien, donde las unidades mecánicas suelen dar como 100 o 200 IOPS, los SSD suelen ser capaces de producir hasta 90.000 IOPS. Esta cifra es una de las que más puede demostrar la rapidez de un SSD, especialmente cuando lo comparamos con una unidad mecánica.""")
a("es","elespanol-fijar-comprar-ssd","https://elespanol.com/omicrono/tecnologia/20170608/fijar-comprar-ssd/222228613_0.amp.html","""Cuando se dice, por ejemplo, que un SSD maneja una velocidad de 600 MB/s de lectura, se habla de esta variable.
Y es que esta velocidad únicamente podría conseguirse bajo unas condiciones muy concretas: este tipo de escrituras o lecturas tan solo ocupa el 5% del total. Esto quiere decir que de cada 100 escrituras/lecturas que realice nuestro SSD, solamente 5 de ellas van a ser a esa velocidad.
La estadística dice que al menos el 60% de las operaciones que realiza un ordenador son aleatorias y en bloques de 4 Kb.""")
a("es","tecnonautas-velocidades-lectura","https://tecnonautas.net/que-significan-las-velocidades-de-lectura-y-escritura-en-relacion-con-el-almacenamiento-de-datos","""Puede elegir un tamaño personalizado entre 500 MB y 32 GB, ya sea para utilizar datos aleatorios o sólo ceros.
Por ejemplo, un dispositivo que tiene una velocidad de escritura de 32 MBps significa que puede grabar 32 MB (megabytes) de datos cada segundo.
Samsung 850 Pro
- Capacidades disponibles: 128 GB a 1 TB
- Interfaz: SATA III 6 Gbps
- 550 MB por segundo de lectura (256 GB)
- 520 MB por segundo de escritura (256 GB)
SanDisk Extreme Pro
- Capacidades disponibles: 240 GB a 960 GB""")
a("es","diannao-disco-nube","https://diannaozhishiwang.com/wangzhansucai/zdteybid0i.html","""Cómo probar el disco en la nube
Desde la apertura de la nube pública de UOS, algunos usuarios han informado que el rendimiento del disco duro en la nube (MBPS) de 1 TB probado por el comando dd es de solo 128 MB/s, no los 170 MB/s garantizados por nuestro SLA.""")
a("it","tomshw-evoluzione-ssd","https://www.tomshw.it/hardware/ssd-contro-hard-disk-raid-a-confronto/levoluzione-degli-ssd/","""Buona parte dei consumatori, in ogni caso, guarda prima di tutto alla velocità di trasferimento, che va dai 180 a più di 300 MB/s per la lettura sequenziale, e dagli 80 ai 300 MB/s in scrittura. La maggior parte dei prodotti in circolazione in verità usa un'interfaccia SATA 3 Gb/s, e si ferma poco sotto i 300 MB/s. I pochi drive esistenti con interfaccia da 6 Gb/s tuttavia non sono automaticamente una scelta migliore.""")
a("it","tomshw-tempo-accesso-4k","https://www.tomshw.it/hardware/ssd-contro-hard-disk-raid-a-confronto/risultati-benchmark-tempo-di-accesso-e-letture-scritture-casuali-4k/","""Tenete in considerazione il fatto che questi hard disk sono comunque tra i più veloci disponibili, quando si tratta di tempo d'accesso e prestazioni I/O; ciò nonostante, gli ottimi 6 ms circa dei dischi Fujitsu non possono competere con gli 0,22 ms dell'unità SSD Samsung.
Leggere o scrivere casualmente blocchi da 4 KB resta uno dei test più importanti.
È evidente con questo RAID formato da 2 SSD, che è fino a 25 volte più veloce di un RAID formato da otto hard disk da 15.000 giri al minuto.
I nuovi prodotti comunque fanno 2,2 volte meglio di quelli vecchi (gli hard disk)""")
a("it","ilsoftware-ssd-pcie-nvme-2020","https://ilsoftware.it/miglior-ssd-pcie-nvme-m2-del-2020-la-nostra-selezione_21649","""Un SSD PCIe 3.0 x4 può trasferire dati fino a 4 GB/s, almeno sulla carta e come prestazione di picco, ovvero 8 volte di più rispetto a un SSD SATA tradizionale (500 MB/s) usando quattro piste.
Con le unità SSD PCIe 4.0 x4 l’asticella viene ulteriormente elevata portandola al valore teorico di 8 GB/s. Con PCIe 5.0 x4 si arriverà a circa 16 GB/s e in futuro si potranno usare più piste.
Un’unità M.2 è larga sempre 22 mm mentre la sua lunghezza può variare tra 42 mm a 110 mm.
Un buon SSD PCIe NVMe come il Samsung 970 EVO può sostenere il trasferimento dati a velocità oltre 2.000 MB/s.""")
a("it","httplab-hard-disk-ssd","https://httplab.it/harddiskSSD","""I risultati sono davvero incredibili: è possibile avviare Windows, Mac OS X o Linux “a freddo” in meno di 10 secondi.
La maggior parte degli SSD attualmente in commercio è nel formato da 2,5 pollici ed è pensata per un uso interno.
I connettori SATA 3 sono quelli più diffusi su notebook e PC desktop, garantiscono prestazioni fino a 6 Gbps teorici nel trasferimento dei dati e sono retrocompatibili con lo standard SATA 2, che invece fornisce prestazioni fino a 3 Gbps teori""")
a("pt","sobrelinux-4kb-aleatorio","https://sobrelinux.info/questions/335625/how-does-a-diffrent-4kb-random-read-write-speed-affect-the-performance-of-a-ssd","""Basicamente, ele informa a velocidade máxima na qual esse disco pode recuperar pequenos blocos de dados posicionados aleatoriamente (4kB).
Por exemplo, um HDD de 10.000 RPM bem rápido pode fornecer até ~ 150 IOPS. O disco "mais lento" dos dois que você postou é capaz de obter cerca de 22.000 IOPS.""")
a("pt","recortes-ssd-mais-lento","https://recortesdowilson.blogspot.com/2021/11/o-ssd-mais-lento-e-superior-ao-hdd-mais.html","""Aliás, a única maneira em que isto é sempre verdade, é no tempo de resposta (latência), em que qualquer SSD vai ser sempre muitíssimo mais rápido relativamente a qualquer drive mecânica HDD. Afinal, o tempo de resposta, até do melhor HDD, vai andar à volta dos 5ms. Isto enquanto até nos SSDs mais antigos, esta métrica fica pelos 250us.""")
a("pt","calculadora-raid-benchmarking-nvme","https://www.calculadora-raid.org/artigos/benchmarking-nvme-real-como-testar-iops-4k-latencia-e-ignorar-o-marketing","""Você comprou um SSD NVMe Gen4 que prometia 7.000 MB/s na caixa.
Por que seu drive de 7.000 MB/s parece igual a um de 500 MB/s? Porque sistemas operacionais não leem arquivos gigantescos de uma só vez (acesso sequencial).
Quando o marketing diz "7.000 MB/s", eles estão testando uma leitura contínua, como copiar um único arquivo de vídeo de 50GB. Mas o boot do seu sistema é composto por leituras de blocos de 4KB.
Se o seu NVMe consegue ler blocos de 4K a uma velocidade de 60 MB/s (o que é comum em QD1), não importa que""")
a("pt","inforgreen-velocidade-discos","https://inforgreen.pt/en/blog/blig/rapidissimo","""Compare a VELOCIDADE DOS DISCOS..
HDD » 45MB/s
SSD SATA » 450MB/s = 10x
SSD M2 » 500MB/s = 11x
SD M2 NVME » 2500/MB/s = 55x
Os computadores tornam-se rapidíssimos através de um disco SSD, que faz aumentar a sua velocidade em 10 vezes, na ordem dos 540GB/s. Se forem discos NVME a velocidade aumenta para 2500GB/s.""")
a("pt","cloudo3-velocidade-ssd","https://cloudo3.com/pt/hardware/a-velocidade-do-ssd-e-importante/33301570","""Os testes aleatórios de leitura e gravação de 4 K mostram o desempenho dos SSDs ao acessar vários arquivos menores de 4 KiB localizados aleatoriamente na unidade.
Dica: KiB ou o kibibyte é uma unidade de medida para o tamanho dos dados, com um kibibyte sendo 1.024 bytes e 4KiB sendo 4.096 bytes. 1024 kibibytes constituem um mebibyte, 1024 mebibytes constituem um gibibyte e assim por diante.""")
a("nl","hardwareinfo-17-pcie-ssds-test","https://nl.hardware.info/artikel/7500/7/17-pci-express-ssds-round-up-de-snelste-ssds-test","""Middels Iometer bepalen we allereerst de random lees- en schrijfsnelheid met 4kB datablokken. Juist deze tests met kleine datablokken zijn als indicatie voor de prestaties van SSD’s in de praktijk van groot belang: in Windows is 4kB in de regel de meest gebruikte blokgrootte. De test doen we met queue-depth 1, 2, 4, 8, 16 en 32.
Met Iometer meten we ook de lees- en schrijfsnelheid bij grote datablokken van 1 MB. Deze test doen we bij QD32.
De database test bestaat geheel uit random operaties ter grootte van 8 kB, waarvan 67% leesopdrachten en 33% schrijfopdrachten. De fileserver test uit 80% leesopdrachten en 20% schrijfopdrachten, waarbij de transfer sizes als volgt zijn verdeeld: 10% 512 bytes, 5% 1 kB, 5% 2 kB, 60% 4 kB, 2% 8 kB, 4% 16 kB, 4% 32 kB en 10% 64 kB.""")
a("zh-Hans","twwtn-4k-suiji-duxie","http://twwtn.com/anews/202309/49831.html","""如今,固态硬盘价格已经非常亲民,甚至一些杂牌固态价格比传统的机械硬盘还要便宜。但购买如果你只关注3000MB/s、7000MB/s左右这些读取速度时,可能并不会在一些使用场景获得更好的体验。这是因为这些宣传的速度都是连续读写速度,即数据直接写入缓存的速度。""")
a("zh-Hans","zol-256gb-ssd-iops","https://ssd.zol.com.cn/478/4785161.html","""本次测试主要使用这款软件的IOPS随机读写功能,测试4K-64Thrd多任务随机读/写 IOPS值。
在4KB文件存取方面,金速F9 256GB SSD的多线程随机读取/写入4KB文件的IOPS值为74209和63735。""")
a("zh-Hans","zol-ssd-iops-jixie","https://ssd.zol.com.cn/465/4659765.html","""随机读写性能是固态硬盘的关键指标,其单位为IOPS,即每秒进行读写(I/O接口)操作的次数。我们从表中看到固态硬盘的每秒进行读写操作的次数是以万为单位进行计算,而传统的机械硬盘不足300 IOPS值。
金士顿HyperX 3K的读写速度、随机读写IOPS值的巨大差距,决定它的AS SSD总分。它即使和浦科特M5P相比,也有近88%的差距。""")
a("zh-Hans","3dmxku-ssd-jiekou","https://m.3dmxku.com/daquan/zonghe/8844718.html","""我们目前常见的固态硬盘接口有SATA和M.2两种物理接口,目前最新的SATA接口固态硬盘的性能标准,最大理论速度为600MB/s,这是目前最主流/普及度最高的一种接口类型。""")
a("zh-Hans","mydrivers-4k-suiji","https://news.mydrivers.com/1/930/930066.htm","""游戏玩家心心念念的SSD终于降到了白菜价,1TB的固态硬盘甚至比机械硬盘都便宜了,不过如果只看到动辄3000MB/s的读速,那你下单的时候还真的会被骗。
在实际使用中,连续读写其实是很少用到的,只有在复制单个大文件时,系统不需要一直查找文件位置,所以能节省大部分时间,读写速度就非常快了,即使是入门级的SSD也能拿到3000MB/s的速度。
在NTFS格式的硬盘中,一个簇的大小就是4K字节,也就是说,4K随机读写测试的就是硬盘最小存储单元的读写性能。""")
a("zh-Hant","mobile01-as-ssd-score","https://www.mobile01.com/topicdetail.php?f=490&p=2&t=2540460","""磁碟本身可用空間要大於等於2GB,以讀寫1GB的資料量的時間來反推讀寫速度。""")
a("ja","qastack-4k-reads-slower","https://qastack.jp/superuser/1108034/why-are-4k-reads-in-hddssd-benchmarks-slower-than-writes","""以下は、SATA SSDのベンチマークの例です。
- 順次読み取り:718.498 MB / s
- 順次書き込み:777.414 MB / s
- ランダム読み取り512KB:160.541 MB / s
- ランダム書き込み512KB:838.930 MB / s
- ランダム読み取り 4KB(QD = 1):26.985 MB / s [6588.1 IOPS]
- ランダム書き込み 4KB(QD = 1):135.603 MB / s [33106.2 IOPS]
- ランダム読み取り4KB(QD = 32):177.003 MB / s [43213.6 IOPS]
- ランダム書き込み4KB(QD = 32):178.397 MB / s [43554.0 IOPS]
m.2 SSD:
- 順次読み取り(Q = 32、T = 1):829.119 MB / s
- 順次書き込み(Q = 32、T = 1):677.645 MB / s
- ランダム読み取り4KiB(Q = 32、T = 1):744.328 MB / s [181720.7 IOPS]
- ランダム書き込み4KiB(Q = 32、T = 1):144.876 MB / s [35370.1 IOPS]
- 順次読み取り(T = 1):785.600 MB / s
- 順次書き込み(T = 1):789.973 MB / s
- ランダム読み取り4KiB(Q = 1、T = 1): 56.585 MB / s [13814.7 IOPS]
- ランダム書き込み4KiB(Q = 1、T = 1): 170.449 MB / s [41613.5 IOPS]
HDD:
- 順次読み取り:114.988 MB / s
- 順次書き込み:111.043 MB / s
- ランダム読み取り512KB:39.260 MB / s
- ランダム書き込み512KB:57.409 MB / s
- ランダム読み取り4KB(QD = 1):0.546 MB /秒 [133.4 IOPS]
- ランダム書き込み4KB(QD = 1):0.757 MB /秒 [184.9 IOPS]
- ランダム読み取り4KB(QD = 32):1.582 MB / s [386.3 IOPS]
- ランダム書き込み4KB(QD = 32):0.700 MB / s [171.0 IOPS]""")
a("ja","gdm-m6e-black-edition","https://gdm.or.jp/review/2015/0207/102456/5","""シーケンシャルアクセスは、読込最高769MB/sec、書込最高583MB/secで、いずれもほぼ公称値通り。特にシーケンシャル読込はSATA3.0(6Gbps)SSDの限界値をはるかに上回り、画像や動画ファイルのようなサイズの大きいファイルを扱う際には、性能の違いが生きてくるだろう。
またランダムアクセスを確認すると、4Kの最高値は読込40MB/sec、書込114MB/sec、4K QD32の最高値は読込410MB/sec、書込382MB/sec。IOPSに換算すると読込約100,200 IOPS、書込約93,400 IOPSで、こちらもコンシューマ向けSSDでは最高峰の性能を発揮している。""")
a("ko","bric-ssd-benchmark-best5","http://bric.pe.kr/ssd-%ec%86%8d%eb%8f%84-%ec%b8%a1%ec%a0%95","""CrystalDiskMark는 가장 대중적인 무료 벤치마크 툴로, 다음 4가지 시나리오를 제공합니다.
- SEQ1M Q8T1: 1MiB 크기를 8개의 큐, 1개의 스레드로 순차 측정
- SEQ1M Q1T1: 1MiB 크기를 단일 큐·스레드로 순차 측정
- RND4K Q32T16: 4KiB 크기를 32큐·16스레드로 랜덤 측정
- RND4K Q1T1: 4KiB 크기를 단일 큐·스레드로 랜덤 측정
- 테스트 횟수: 기본 5회 → 3회로 줄여도 충분
- 데이터 크기: 기본 1GiB → 시스템 여유에 따라 조절""")
a("en","thessdreview-toshiba-hk4r-1920gb","https://thessdreview.com/featured/toshiba-hk4r-enterprise-ssd-review-1920gb/5","""128KB SEQUENTIAL READ/WRITE
Next, we precondition the drive with a 128KB sequential write workload at QD256 until the drive is in a steady state. Finally, we cycle through QD1-256 for 5 minutes each for writes and then reads.
Sequential results are mostly in line with the 524MB/s rating, however, we can see there is some mild variability where it dips down to 490MB/s. Latency averages in the high side of 64ms as well.
From QD2-32 the HK4R and PM863 are very close in performance with the Samsung edging out slightly. Latency maintains under 8ms until QD32.
In sequential write testing the surprisingly beat out both the Samsung and Micron SSD. At QD4-32 it maintained a speed of nearly 520MB/s and latency maxed out at an average of 8ms.""")
a("en","choicesbuy-performance-metrics","https://choicesbuy.pages.dev/electronics/hard-drives/ebook/performance-metrics","""Typical performance ranges (real-world)
| Drive type | Seq read | Seq write | Random read IOPS | Latency |
|---|---|---|---|---|
| HDD | 120–220 MB/s | 120–200 MB/s | 100–200 | 8–15 ms |
| SATA SSD | 450–560 MB/s | 400–520 MB/s | 50k–100k | 0.08–0.2 ms |
| NVMe SSD (PCIe 3.0) | 3,000–3,500 MB/s | 2,500–3,000 MB/s | 400k–800k | 0.02–0.05 ms |
| NVMe SSD (PCIe 4.0/5.0) | 5,000–14,500 MB/s | 4,000–13,000 MB/s | 800k–2M | 0.01–0.03 ms |""")
a("en","pcper-samsung-750-evo-roundup","https://pcper.com/2016/12/samsung-750-evo-full-capacity-roundup-planar-performance/7/","""Since the last review, I've tested *a lot* of SSDs on the new suite, but for these comparisons, I'm keeping the selection limited to a reasonable 8 devices.
While consumer usage rarely exceeds QD=8, we extend these charts out to QD=32 for SATA reviews (256 for PCIe / NVMe) to evaluate manufacturers claimed performance maximums. Another interesting data point here was that the 500GB 750 EVO appears to have just slightly edged out the 850 EVO across nearly the entire QD sweep.""")
a("de","computerbase-sandisk-ultra-plus-leistungsabfall","https://computerbase.de/2013-08/sandisk-ultra-plus-256-gb-mlc-test/3","""SanDisk Ultra Plus 256 GB im Test: Günstiger als Samsung
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
Zur Messung der maximalen sequenziellen Transferraten verwenden wir das ursprünglich von Intel entwickelte Programm Iometer. Gemessen wird mit einer Warteschlangentiefe von 3 und über das ganze Laufwerk.""")
a("ja","gdm-2016-crystaldiskmark-5","https://gdm.or.jp/review/2016/0519/162411/5","""エルミタ的速攻撮って出しレビュー Vol.489
2016.05.19 更新
文:GDM編集部 池西 樹
引き続き、データサイズによるパフォーマンスの違いと、ランダムアクセスの最高値を中心に「CrystalDiskMark 5.1.2」のスコアをチェックしていこう。データサイズは50MiB~32GiBまで、用意されている9つすべてのプリセットで測定を行っている。
【50MiB】 | 【100MiB】 |
【500MiB】 | 【1GiB】 |
【2GiB】 | 【4GiB】 |
【8GiB】 | 【16GiB】 |
【32GiB】 | |
4Kランダムアクセススコアの最大値(IOPS) | |
4K QD32T1ランダムアクセススコアの最大値(IOPS) |
まずシーケンシャルアクセスを確認すると、読込最高561MB/sec、書込最高533MB/secでいずれも公称値通り。ただし16GiB以降はキャッシュにデータが収まらなくなるため読込・書込ともスコアが低下。一般的な用途で4GB以上のファイルを扱う作業はそれほど多くないが、高解像度の動画編集などを行う場合にはパフォーマンスが低下する可能性がある。
次にランダムアクセスを確認すると、4Kは読込最高55MB/sec、書込最高106MB/sec、4K QD32T1は読込最高399MB/sec、書込最高345MB/secを計測。IOPSに換算すると4K QD32T1はそれぞれ約97,500 IOPSと約84,200 IOPSになり、こちらもほぼ公称値通りの性能を発揮する。""")
a("ru","compress-testirovanie-ssd","http://compress.ru/article.aspx?id=22184","""Тестирование SSD-накопителей
Сергей Пахомов
Участники тестирования
Kingston SSDnow V+ series 256 GB
CRUCIAL RealSSD C300 128 GB
Intel SSD 510 Series 250 GB
Intel X25-M Gen 2 160 GB
SILICON POWER V20 120 GB
PLEXTOR PX-64M2S 64 GB
В настоящей статье мы не будем рассматривать принципы работы SSD-накопителей, а изложим результаты их сравнительного тестирования. Однако для лучшего понимания полученных результатов рекомендуем читателям ознакомиться со статьей «Особенности работы современных SSD-дисков», опубликованной в сентябрьском номере журнала за прошлый год.
Методика тестирования
Для тестирования SSD-дисков мы использовали стенд следующей конфигурации:
  • процессор — Intel Core i7-2600K (Sandy Bridge);
  • системная плата — ASUS P8P67;
  • чипсет системной платы — Intel P67 Express;
  • диск с операционной системой — Seagate Barracuda ST31500341AS (7200 RPM, 1,5 Тбайт);
  • режим работы SATA — AHCI;""")
a("ko","atik-novachips-cfexpress-sustained-write","https://atik.kr/2025/07/novachips-cfexpress-4-0-review/7","""벤치마크 #2: 지속 쓰기 성능 테스트 (성능 유지력)
노바칩스의 제품 소개 페이지에서 특히 강조하고 있는 게 있는데, 연속 쓰기를 계속해도 성능이 떨어지지 않는다고 강조한다. 참고로 최대 쓰기 속도가 GB/s대인 NVMe SSD는 당연하고, 최대 1000MB/s정도에 불과한 USB SSD도 저렇게 성능 유지가 잘 되는 제품은 드물다. 삼성 T7 Shield가 그나마 괜찮은 편인데 그마저도 성능이 약간은 떨어진다. 의심이 많은 나로서 이런 걸 그냥 지나칠 수 없다. 당연히 테스트해 보지 않을 수 없었다.
특히 카메라에서 연사로 기록하면 수 GB에서 수십 GB에 이르는 데이터를 연속으로 기록하는 일이 자주 생기는 만큼, 일반적인 NVMe SSD처럼 캐시가 찬 뒤 금방 속도가 떨어진다면 큰 문제가 된다.""")
a("fr","ginjfo-wd-black-sn850-performances","https://ginjfo.com/dossiers/tests-materiel/composants/disques-durs/wd_black-sn850-1-to-le-test-complet-20210301/5","""Les performances théoriques
CrystalDiskMark 6.0.2 x64.
Ce benchmark évalue les vitesses de lecture et d’écriture de différents supports de stockage comme les disques durs classiques, les SSD, les cartes SD ou encore les clés USB. Dans notre cas, nous avons procédé à une mesure des débits séquentiels et aléatoires sur un espace d’un Go de données. Une moyenne est calculée après cinq tests.
Nous enregistrons un débit de 7 Go/s en lecture séquentielle contre 5.2 Go/s en écriture séquentielle. Nous sommes devant les chiffres avancés par Western Digital. Les débits sont donc musclés. Les performances sont doublées face à son ainé le WD_Black SN750 1 To. L’Aorus NVMe Gen4 de 2 To est également dépassé. Cela montre les progrès accomplis face à un SSD PCIe 4.0 de première génération.
Comme tous les SSD, les performances dans la manipulation de fichiers de petites tailles sont moins importantes. Ce n’est pas propre à ce SSD. Nous enregistrons 81.7 Mo/s en lecture et 235.1 Mo/s en écriture. En lecture, il décroche une première place mais en écriture, son bilan se situe entre le WD_Black SN750 1 To et l’Aorus NVMe Gen4 de 2 To. Les différences sont cependant minimes. Elles ne dépassent les 10 Mo/s.
Dans la manipulation de fichiers 4K, nous enregistrons des scores IOPS de 567K et 539K en lecture et écriture aléatoires. Ce WD_Black SN850 1 To se détache de ses concurrents en lecture. En écriture, il se situe en gros au niveau du MP600 Core 2 To et derrière l’Exceria Plus 2 To.
Le benchmark AS SSD est de son côté mois optimiste. Avec 5.8 Go/s en lecture et 5 Go/s en écriture, il se montre le plus véloce de notre comparatif. Une nouvelle fois la manipulation de fichiers 4K s’accompagne d’une chute importante des débits. Nous enregistrons 78.1 Mo/s et 219.1 Mo/s en lecture et écriture, de quoi assurer une première place mais en jouant à égalité avec le MP600 Core 2 To en lecture.""")
a("it","microsmeta-pcie-4-vs-5","https://www.microsmeta.com/dblog/articolo.asp?articolo=2776","""SSD NVMe: cosa significa PCIe 4.0 vs 5.0 e serve davvero il più veloce?
Se stai assemblando un nuovo PC o aggiornando il tuo laptop, la scelta dello storage non è più "HDD o SSD", ma "quale SSD". Il formato M.2 NVMe ha sbaragliato i vecchi SSD SATA, ma ora il mercato è diviso tra PCIe 4.0 e il nuovo PCIe 5.0. Con velocità che superano i 12.000 MB/s, serve davvero spendere di più per l'ultimo standard?
Cosa sono NVMe e PCIe?
Facciamo chiarezza:
- SATA III: È la vecchia interfaccia per hard disk e SSD da 2.5 pollici. Ha un limite massimo teorico di 600 MB/s.
- M.2: È solo il *formato fisico* (la "chiavetta" sottile). Non dice nulla sulla velocità.
La differenza tra le generazioni: la velocità raddoppia
Ogni nuova generazione di PCIe raddoppia la larghezza di banda disponibile.
| Standard PCIe | Velocità Massima Teorica (x4) | Velocità Reale (Modelli Top) |
|---|---|---|
| PCIe 3.0 | ~4.000 MB/s | ~3.500 MB/s |
| PCIe 4.0 | ~8.000 MB/s | ~7.400 MB/s |
| PCIe 5.0 | ~16.000 MB/s | ~12.000 - 14.000 MB/s |""")
a("it","trendynet-gigabyte-aorus-gen5","https://trendynet.it/il-nuovo-ssd-di-gigabyte-legge-i-dati-a-piu-di-10-gb-s","""Il nuovo SSD di Gigabyte legge i dati a più di 10 GB/s
In previsione del debutto delle due nuove piattaforme Intel e AMD per sistemi desktop, basate rispettivamente sui processori Core di 13-esima generazione (Raptor Lake) e Ryzen della serie 7000 (architettura Zen 4), Gigabyte ha annunciato il proprio SSD basato su interfaccia PCI Express 5.0.
Si tratta del modello Aorus Gen5 10000 NVMe, che dal nome stesso lascia immaginare quale sia la velocità massima di trasferimento dei dati di cui è capace. Utilizzando il benchmark CrystalDiskMark l’azienda stessa ha fornito indicazioni precise: poco meno di 12,5 Gbytes al secondo di velocità di lettura sequenziale dei dati e poco più di 10 GB/s nella scrittura sequenziale dei dati.
Si tratta di valori record che si avvicinano, pur non toccandolo al picco massimo teorico di transfer rate ottenibile secondo le specifiche PCI Express 5.0: 16 GB/s. Sarà presumibilmente solo con successive evoluzioni dei controller per SSD PCI Express 5.0 che questo picco massimo teorico verrà ulteriormente avvicinato, così come del resto avvenuto negli ultimi anni con le periferiche di storage NVMe basate su interfaccia PCI Express 4.0.""")
a("es","mikejr1-ssd-mas-rapido-arranque","http://www.mikejr1.es/index.php/noticias/167-hardware/49785-por-que-comprar-un-ssd-mas-rapido-no-hara-que-tu-ordenador-arranque-antes.html","""Los primeros SSD que colocamos en nuestros ordenador utilizan conector e interfaz SATA. Las unidades eran de 2,5 pulgadas, pero desde hace ya casi un lustro también tenemos la opción de poner unidades en formato M.2 que parecen pequeños chicles aplanados. Estas unidades son más ligeras, pequeñas y sobre todo, más rápidas.
La velocidad de las unidades NVMe es gracias a la utilización de ese protocolo, ya que su límite de velocidad es mucho mayor que el de SATA, el cual estaba pensado para unidades como discos duros que no superan los 250 MB/s de lectura secuencial. Los SSD saturaron rápidamente los 6 Gbps de velocidad máxima del protocolo SATA3.
Por ello, el paso a unidades M.2 tiene ventajas a nivel de que no se necesitan poner dos cables como en los que usan SATA3, además de pesar menos y tener velocidades que llegan a 3.500 MB/s en los que usan líneas PCIe 3.0, o alcanzar los 5.000 MB/s si tenemos ya una unidad PCIe 4.0. Próximamente llegarán unidades que alcancen los 7.000 MB/s, pero ya cabe empezar a plantearse para qué necesitamos tanta velocidad. 3,5 GB/s ya es una cifra espectacular de rendimiento, y ya de por sí no tiene mucho sentido gastarse más dinero en uno por tener unos pocos gigas más.
Velocidades aleatorias en SSD: la clave en los tiempos de carga de Windows 10
El problema es que incluso entre 500 MB/s y 3,5 GB/s no vas a notar una gran diferencia de rendimiento. Si estás copiando archivos de un SSD a otro sí lo notarás, pero bajando contenido de Internet, abriendo programas o juegos, o copiando elementos desde o hacia un disco duro, no vas a apreciar diferencia.""")
a("es","ordenadores-canarias-velocidades-discos","https://tienda.ordenadoresocasioncanarias.com/b24859-informacion-adicional-sobre-las-velocidades-de-los-discos-m-2-los-discos-ssd-y-los-discos-mecanicos.html","""Información adicional sobre las velocidades de los discos M.2, los discos SSD y los discos mecánicos:
  1. Discos M.2: Los discos M.2 utilizan una interfaz de conexión directa a la placa base, lo que les permite alcanzar altas velocidades de transferencia de datos. Las velocidades varían según el estándar utilizado y el modelo específico del disco. Algunos ejemplos de velocidades típicas son:
    • SATA M.2: Utiliza la misma interfaz que los discos duros SATA tradicionales, con velocidades de lectura y escritura similares. Generalmente, alcanzan velocidades de hasta 550 MB/s de lectura y 500 MB/s de escritura.
    • NVMe M.2: Utiliza la interfaz NVMe (Non-Volatile Memory Express), diseñada específicamente para discos de estado sólido. Estos discos ofrecen un rendimiento significativamente mayor que los discos SATA, con velocidades de lectura y escritura mucho más altas. Pueden alcanzar velocidades de hasta 3500 MB/s de lectura y 2500 MB/s de escritura, o incluso superiores en modelos de gama alta.
  2. Discos SSD (Solid State Drive): Los discos SSD, en general, son más rápidos que los discos duros mecánicos tradicionales. Utilizan memorias flash para almacenar datos y ofrecen tiempos de acceso más rápidos y velocidades de transferencia más altas. Las velocidades varían según la tecnología utilizada y la calidad del SSD. Algunos datos de referencia son:
    • SATA SSD: Utiliza la interfaz SATA y ofrece velocidades de transferencia de hasta 550 MB/s de lectura y 520 MB/s de escritura, similares a los discos SATA M.2.
    • NVMe SSD: Utiliza la interfaz NVMe y proporciona un rendimiento superior al de los SSD SATA. Puede alcanzar velocidades de lectura y escritura de hasta 3500 MB/s o más, dependiendo del modelo.""")
a("en","kitguru-lexar-nm790-random","https://kitguru.net/components/ssd-drives/simon-crisp/lexar-nm790-with-heatsink-4tb-ssd-review/11","""We used CrystalDiskMark 8 to test the random performance of the drive at lower queue depths (QD1 – QD8 where most of the everyday workloads occur) using 1 to 4 threads.
Random Read
In the random read tests, all four of the tested threads displayed smooth increases in performance as the queue depth deepened. At QD1 the drive speed ranges from 20,176 IOPS (82MB/s) using a single thread up to 87,037 IOPS (356MB/s) using four threads.
At a QD of 8, the single-thread performance had increased to 132,941 IOPS (544MB/s) while the four-threaded test reached 479,318 IOPS (1,963MB/s).
Random Write
In the 4K write tests, the performance rose quickly from QD1 to QD2 for all four tested threads with the fastest rise seen in the three and four-threaded tests. All four threads see the rate of increase in performance start slowing from QD2 onwards up to the end of the test run at QD8. This was most noticeable in the single-thread test.
QD1 performance ranges from 57.109 IOPS (233MB/s) using a single thread up to 252,678 IOPS (1,034MB/s) using four threads.""")
a("pl","whatnext-adata-legend-960-platforma","https://whatnext.pl/adata-legend-960-1tb-test-wydajnego-nosnika-nvme-pcie-4-0-x4/2","""Platforma testowa / metodologia testu
- Procesor: AMD Ryzen 5 7600X
- Chłodzenie: CoolerMaster MasterLiquid Lite 240
- Płyta główna: Gigabyte B650 Gaming X AX
- Karta graficzna: Inno3D GeForce RTX 3060 Ti Twin X2 LHR
- Pamięć RAM: 32 GB DDR5 Corsair Vengeance K2 6400 MHz CL36
- Dysk: Kingston KC2000 1 TB NVMe PCIe 4.0 + GoodRAM CX400 500 GB SATA
- Zasilacz: Seasonic Focus Plus Gold 550W Modular
- Monitor: Viotek GN27D Curved (VA, 2560×1440, 144 Hz, 1 ns)
Wszystkie testy przeprowadzono na komputerze z zainstalowanym systemem operacyjnym Windows 11 Pro 22H2 x64. Zastosowany system plików to NTFS, zaś nośniki danych pracowały w trybie AHCI – wpięte w port M.2 (lub tradycyjne SATA w przypadku starszych konstrukcji). Testy syntetyczne przeprowadzono trzy razy, a na wykresie widnieje najwyższy uzyskany wynik. Testy praktyczne również zostały przeprowadzone zamiennie trzykrotnie, jednak końcowy wynik to średnia arytmetyczna (aby bufor nie „nauczył” się wykonywać tego samego).
Kopiowanie plików
Kopiowanie plików odbywało się w obrębie testowanego dysku. Przed przystąpieniem do właściwych testów, tworzone były dwie partycje (tj. jeśli dany dysk miał pojemność np. 1 TB, to wewnętrzne partycje miały rozmiar po 500 GB). Kopiowanie plików odbywało się z jednej partycji na drugą, ale nadal w obrębie testowanego nośnika.
A. Pierwszym testem jest kopiowanie dużej paczki pomieszanych ze sobą plików (JPG + MP3 + MP4 + MKV + ISO), ważącej łącznie 115 GB:
- ISO / 2 pliki ważące 15 GB
- JPG / paczka 14.607 plików o wadze 25 GB
- MKV / 6 plików ważących 30 GB
- MP3 / paczka 3.163 plików o wadze 30 GB""")
a("zh-Hans","ofweek-pcie4-ssd-heatsink-temperature","https://znyj.m.ofweek.com/news/2020-07/ART-23003-8110-30449445_3.html","""三、温度测试可降温10~20度 PCIe 4.0 SSD性能满血释放
测试平台如下
PCIe 4.0 SSD的速度可以达到5GB/s,远超PCIe 3.0 SSD,不过其主控的发热也比较恐怖,我们用影驰HOF Pro 2TB SSD来测试追光者M1RGB散热器的散热效能。
1、待机温度测试
在没有安装散热片‘完全裸条运行的时候,仅仅只是待机了5分钟,没有进行任何写操作,影驰HOF Pro 2TB SSD的温度升高到了52度,而同样没有散热片的三星PM981 256 SSD(PCIe 3.0)的待机温度却只有38度。
安装了散热片之后,同样是待机5分钟,影驰HOF Pro 2TB SSD的温度只有40度,比没有安装散热器的三星PM981还要低2度。
2、CrystalDiskMark温度测试
在没有装散热片的情况下,CrystalDiskMark只运行了10秒,影驰HOF Pro 2TB SSD的温度就达到了恐怖的75度,并且速度也从4900MB/s掉到了3877MB/s,
由于温度实在太高,我们手动中止了测试,因为如果测试继续跑下去,只怕温度会高,并且掉速也会严重。
在安装了追光者M1RGB散热器之后,即便是CrystalDiskMark跑完了全程,影驰HOF Pro 2TB SSD的最高温度也只有65度,同时最高写速度也保持在的4851MB/s与4252MB/s,满速没有掉速。""")
a("zh-Hans","chaxiaohao-pcie4-dramless-analysis","https://www.chaxiaohao.com/read-1751098667l4026521.html","""以下针对PCIe 4.0固态硬盘的技术特性进行专业分析:当前主流PCIe 4.0固态硬盘普遍采用无缓存设计方案,通过HMB 3.0内存缓冲技术与动态SLC缓存实现性能优化。以联芸MAP1602主控方案为例,配合长江存储QLC颗粒可实现7200MB/s顺序读取与6200MB/s写入速度,4K随机读写性能达1100K/800K IOPS。DRAM-Less架构的优势在于降低约30%功耗与20%发热量,更适合笔记本电脑等移动设备。在耐久性方面,1TB容量产品通常标称400-600TBW写入寿命,质保周期多为5年。温度控制方面,石墨烯散热贴片可将满载工作温度控制在70℃以下,无需额外散热马甲即可满足持续读写需求。需要特别注意的是,QLC颗粒产品在SLC缓存耗尽后写入速度可能下降至150MB/s左右,建议大文件传输需求用户优先选择TLC颗粒产品。目前PCIe 4.0固态硬盘价格已进入甜蜜点,1TB容量产品均价较2022年下降约45%,与PCIe 3.0产品价差缩小至20%以内。对于游戏玩家而言,选择标称读取速度5000MB/s以上的产品即可完全满足PS5/Xbox Series X次世代游戏机的加载需求。""")
a("zh-Hans","it168-ocz-core-v2-iometer","http://storage.it168.com/a2009/0413/2719/000000271997_7.shtml","""实际上,采用如HDTune等这些测试软件,测试得出来的结果都大同小异。这些结果是否就代表了SSD的真实性能了呢?未必。笔者比较钟爱的Iometer可以告诉你真相:
OCZ CORE V2 SSD:Iometer读取IOps(512Bytes)
OCZ CORE V2 SSD:Iometer写入IOps(512Bytes)
OCZ CORE V2 SSD:Iometer读取吞吐量(64KBytes)
OCZ CORE V2 SSD:Iometer写入吞吐量(64KBytes)
可以很清晰地看见,OCZ 32GB SSD的随机写入性能非常之糟糕,实际上,在64KB块的时候,连续写入速度也不怎么样(随机性能能更是几乎直接与X轴重合)。对于喜欢寻根问底的同学,这里可以给出曲线上的详细的数字:随机512Bytes写入是4.5 IOps一直降低到1.9 IOps,随机64KBytes写入是5.3 IOps一直降低到2.7 IOps(图上给出的是吞吐量,不是IOps;吞吐量是0.3MBps下降到0.17MBps)。
随机读取IOps则和连续读取IOps相差无几(不过,可以看出,块越大,随机性能越低)。""")
a("zh-Hant","ezone-pcie4-ssd-aorus-gen4","https://ezone.hk/article/2395308/pci-e-4-0-x4-ssd-%E6%A5%B5%E8%87%B4%E5%AD%98%E5%8F%96%E6%95%88%E8%83%BD%E5%AF%A6%E8%A9%A6-5gb-s-%E8%AE%80%E9%80%9F-4-3gb-s-%E5%AF%AB%E9%80%9F","""PCI-E 4.0 x4 SSD 極致存取效能實試 5GB/s 讀速‧4.3GB/s 寫速!
AMD 在 7 月 7 日震撼 DIY 硬件市場,Ryzen 3000 處理器配以 X570 晶片,正式支援 PCI-E 4.0 介面,就連 PCI-E 4.0 x4 訊號規格的 M.2 SSD 都有了。經 ezone.hk 實測,最高順序讀速超逾 5GB/s,最高順序寫速也有 4.26GB/s!以往 PCI-E 3.0 x4 M.2 SSD,最高順序讀速及寫速,均難以 超越 3.2GB/s,可見 PCI-E 4.0 x4 M.2 SSD 已成新世代「頭號」最快存取裝置。
此 M.2 SSD 使用台灣 Phison 最新 PS5016-E16 控制器,焊上南韓 SK Hynix H5AN8G8NCJ DDR4 1GB 顆粒作為緩存記憶體,與及 4 顆日本 Toshiba BiCS3 96-Layer 3D TLC 快閃記憶體;每顆 3D TLC 高達 512GB 容量。測試在 Ryzen 9 3900X 及 X570 晶片平台下執行。
理論存取效能測試
分析:讀速 5GB/s‧寫速 4.3GB/s
測試數據可見,PCI-E 4.0 x4 M.2 SSD 效能非常誇張,《CrystalDiskMark》實際最高順序讀速及寫速分別 5,014.4MB/s、4,264.0MB/s,最高讀速超逾 5GB/s!""")

a("en","steve-oh-nas-raid-benchmarking","http://www.steve-oh.com/blog/index.php/nas-software-and-hardware-raid-performance-benchmarking/","""NAS / Software and Hardware RAID Performance Benchmarking
by Steve Hernandez on Feb.15, 2009, under Technology
I recently came across an application provided by Intel for the purpose of benchmarking NAS devices (Define: Network Attached Storage). I’ve been looking for a solution to benchmark the new RAID-5 array I created on my Windows Server 2008 server (I love the RAID’s redundancy, but the write speeds are quite low). I wanted to get a better idea of its performance, as Windows will report 250 – 150 MB READS and 20 – 50 MB WRITES, which is considerably poor considering the 4 drives are individually benchmarked at ~100 MB READS and 60 MB WRITES (They are Western Digital Caviar Blues / RE3 / RE16).
System Specifications:
Operating System: Microsoft Windows 2008 Enterprise Edition, SP1
CPU Type: Pentium 4 630, 3000 MHz w/ Hyperthreading
Motherboard Name: Dell Dimension 8400
Motherboard Chipset: Intel Alderwood i925XE
Motherboard Frontside Bus Speed: 800 MHz
System Memory (RAM): 4 GB, Dual Channel
System Memory Speed / Timings: DDR2-533 (266 MHz) / 4-4-4-12
Hard Drive Controller Interface: SATA I (1.5 Gbits / s) = 150 MB/s (maximum)
Hard Drives: Western Digital
- Drive #1 – WDC WD5002ABYS-01B1B (465 GB)
- Drive #2 – WDC WD5002ABYS-01B1B (465 GB)
- Drive #3 – WDC WD5000AAKS-00A7B (465 GB)
- Drive #4 – WDC WD5000AAKS-00A7B (465 GB)
- Drive #5 – WDC WD800BB-00JHC0 (74 GB) – SYSTEM
Raid Configuration: Software 4 disk RAID-5 (4 x 500GB, 1.36 TB Effective Storage Space)
System Memory Benchmark: Copy – 4790 MB/s, Read – 6266 MB/s, Write – 3341 MB/s, Latency – 92.7 ns
System Processor Benchmark: CPU ZLib – 10592 KB/s, CPU AESÂ – 3055
Benchmarks completed using Everest Ultimate Edition v4.20.1257
All drives are SATA II (3.0 GB/s) but are running in backwards-capability mode.""")
a("en","smallnetbuilder-nas-testbed-revision-3","https://www.smallnetbuilder.com/nas/nas-howto/how-we-test-networked-storage-devices-revision-3/","""How We Test Networked Storage Devices – Revision 3
Hardware Used
The NAS Testbed machine summarized in Table 1 is capable of testing NASes with file transfer performance in excess of 100 MB/s. It has these key differences from the original NAS Test platform:
  • Faster CPU
    The Intel Core 2 Duo E7200 is overkill, but removes any worries about CPU-limitations
  • More memory
    The 512 MB of RAM in the old testbed ensured that cache effects were eliminated when the 1 GB file size was tested. But most systems today run with at least 1 GB of RAM and, with Vista, more often 2 GB. So RAM was increased to better reflect today’s systems.
  • PCIe Gigabit NIC
    The PCI-based NIC in the old testbed limited maximum performance test capability to approximately 67 MB/s. The PCIe NIC in the new testbed provides a network connection speed of 113 MB/s.
  • Vista SP1 OS
  • Separate OS drive
  • Dual-drive RAID 0 data array
CPU Intel Core 2 Duo E7200 @ 2.53 GHz
Motherboard ASUS P5E-VM DO
RAM Kingston ValueRAM 2 GB PC2 – 5300 (KVR667D2N5)
Hard Drives Seagate Barracuda 7200.11 1TB 7200 RPM 32MB Cache SATA 3.0Gb/s (ST31000340AS)
Two drives configured in RAID 0 array
Ethernet Intel 82566DM (Onboard PCIe Gigabit)
OS Vista Home Premium SP1
Table 1: NAS Test Machine""")
a("de","channelpartner-2-5-zoll-festplatten-transferraten","https://www.channelpartner.de/a/test-die-besten-2-5-zoll-festplatten,243342,2","""Test: Die besten 2,5-Zoll-Festplatten
Transferraten und Zugriffszeiten
Das Festplatten-Tempo ist unser wichtigstes Testkriterium. Dabei sind vier Parameter entscheidend für die Laufwerks-Geschwindigkeit: die Lese- und Schreib-Datenrate sowie die mittlere und die Fullstroke-Zugriffszeit. Je nach Software und Einsatzgebiet sind diese Messparameter unterschiedlich wichtig für die Beurteilung einer Festplatte:
Die Lese- und Schreibtransferrate ist vor allem im Praxisalltag wichtig. Wir ermitteln im Test den minimalen, mittleren und maximalen Datendurchsatz. Besonders hohe maximale Lese- und Schreibtransferraten benötigen Sie beispielsweise beim Streamen von Audio- und Videodateien. Mit hohen Datenraten geht aber auch die Datensicherung oder die Systemwiederherstellung flotter von der Hand. Bei hohen Lesetransferraten fährt das Betriebssystem schneller hoch und lädt dann auch Programme rascher – sofern andere Komponenten wie CPU und Speicher die Festplatte nicht ausbremsen. Hohe Schreibraten wiederum beschleunigen Kopiervorgänge.
Das höchste Lesetempo erzielte das Flash-Speicher-Laufwerk Samsung Flash SSD MCAQE32G5APP mit 53,4MB/s - das sind satte 55 Prozent mehr als die langsamste Platte, die Toshiba MK1234GSX (34,4 MB/s). Den besten Wert bei der maximalen Schreibrate ermittelten wir für die Samsung Spinpoint HM160JC (51,1 MB/s). Es nutzt die Ultra-DMA/100-Schnittstelle. Die rote Laterne ging abermals an das Toshiba-Modell (34,9 MB/s) - trotz des moderneren SATA-150-Interface.""")
a("de","pcwelt-externe-festplatten-testverfahren","http://www.pcwelt.de/produkte/Test-Verfahren-im-Detail-Wie-PC-WELT-externe-Festplatten-testet-1423946.html","""Wie PC WELT externe Festplatten testet
PC WELT hat die Test-Plattform für externe Festplatten neu aufgesetzt. Zu den Test-Schwerpunkten gehören Geschwindigkeit, Verbrauch, Temperatur, Lautstärke und Ausstattung.
Das Grundgerüst der neuen PC-WELT-Test-Plattform für externe Festplatten der 2,5- und 3,5-Zoll-Klasse mit ferromagnetischer Aufzeichnungstechnik bildet die Hauptplatine Gigabyte GA890GPA-UD3H . Dank der sechs SATA-600- und zwei USB-3.0-Anschlüsse (NEC-Controller D720200F1) erlaubt es die AMD-890GX-Hauptplatine den externen Festplatten, ihre maximale Geschwindgkeit auszureizen.
Als Prozessor verwendet PC WELT die Quad-Core-CPU AMD Phenom II X4 910e , die mit einer maximalen Verlustleistung von 65 Watt besonders stromsparend arbeitet. Dazu gesellen sich zwei 2-GB-Module DDR3-1333-Speicher mit CL7 des Typs Corsair XMS3, die im schnellen Zweikanalmodus arbeiten. Die DirectX-10-Grafikkarte Zotac GeForce 8800GTS übernimmt die Bildausgabe. Für eine stabile Stromversorgung sorgt das 620-Watt-Netzteil Enermax Liberty ELT620AWT.
Als Systemlaufwerk kommt die 500-GB-Festplatte Samsung Spinpoint F3 HD502HJ zum Einsatz. Das Laufwerk beherbergt das Betriebssystem Windows 7 in der 32-Bit-Version sowie alle Programme und Benchmarks, die während der Tests zum Einsatz kommen.
Wichtigstes Testkriterium bei externen Festplatten ist natürlich die Geschwindigkeit , die 60 Prozent der Testnote ausmacht. Den Schwerpunkt in dieser Wertungskategorie legt PC WELT auf Praxistests. Dabei muss die Festplatte eine 4,2-GB-Kopie des DVD-Films "Wag the Dog", die auf dem Systemlaufwerk liegt, schreiben, lesen und in ein anderes Verzeichnis kopieren.""")
a("ja","ocworks-ssd-tbw-dwpd-mtbf","https://blog.ocworks.com/?p=2186","""SSDの耐久性や信頼性の指標となるスペックをご紹介
今回は、SSDの耐久性や信頼性の指標となるスペックと、その意味をご紹介します。SSD選びの際に参考にしていただければ幸いです。
●TBW (Total Bytes Written)
SSDに対して書き込み(書き換え)が保証されているデータ量で、耐久性を示すスペックです。総書き込みバイト数とも呼ばれ、NANDフラッシュの書き換え寿命と関連しており、これを超えて使用した場合の動作は保証されません。そのため、製品保証期間内であっても、TBWを使い切った場合は保証の対象外としているメーカーもあります。
●DWPD (Drive Write Per Day)
「一定の期間(保証期間など)に、1日あたりドライブの全記憶領域を何回書き換えることができるか」を示す耐久性の指標です。一般向けSSDでは耐久性の指標としてTBWの方が主流ですが、エンタープライズ向け製品や一部のメーカーはDWPDを使用しています。
例として、保証期間が5年の1TB SSDで、DWPDが0.6であるなら、1日あたりの書き換え容量は約0.6TBで、TBW(総書き込みバイト数)は約1095TBとなります。""")
a("ja","appbay-ssd-basics-clone","https://appbay.org/?p=5287","""NAND
SLC:シングル
MLC:マルチ
TLC:トリプル(現在主流)
QLC:クアッド
の順番で耐久性が下がる
サイズ
・2.5インチ
接続:SATAケーブル
SATA1:1.5Gb/s
SATA2:3Gb/s
SATA3:6Gb/s
・mSATA
接続:マザーボードソケット
・M.2
接続:マザーボードソケット
SATA / PCIe
Read/Write(SATA)
シーケンシャルRead/Write:500MB/s程度
ランダムRead/Write(IOPS):70,000~100,000
耐久性
最初のころはSSDの耐久性を心配する人も多かったが、現在、各メーカーが公表するMTTF(寿命)、TBW(総書込容量)から考えても数十GBを毎日書き込んでも5年以上は持つので心配する必要はない。""")
a("de","golem-samsung-950-pro-drosselung","https://www.golem.de/news/samsung-950-pro-im-test-die-beste-m-2-ssd-fuer-consumer-1510-117008-2.html","""Bei Dauerlast drosselt die SSD etwas
Die 950 Pro ist für Desktop-Rechner und Ultrabooks ausgelegt: Im L1.2-Schlafmodus benötigt sie laut Samsung niedrige 2,5 mW und im Leerlauf 7 mW. Unter Last steigt die Leistungsaufnahme auf durchschnittlich 5,1 bis maximal 7,4 Watt (950 Pro mit 256 GByte) und 5,7 bis 7 Watt (950 Pro mit 512 GByte). Die resultierende Abwärme kann das Flash-Drive nicht dauerhaft abführen, ohne zu überhitzen, weswegen Samsung eine Drossel eingebaut hat.
| 950 Pro, 256 GByte | 950 Pro, 512 GByte | SM951, 256 GByte | SM951, 512 GByte | |
| Controller | UBX, 8 Kanäle | UBX, 8 Kanäle | UBX, 8 Kanäle | UBX, 8 Kanäle |
| DRAM-Cache | 512 MByte LPDDR3 | 512 MByte LPDDR3 | 512 MByte LPDDR3 | 512 MByte LPDDR3 |
| NAND-Packages | 2 x (8 x 128 GBit) | 2 x (16 x 128 GBit) | 2 x (16 x 64 GBit) | 4 x (16 x 64 GBit) |
| Sequenzielles Lesen | Bis zu 2.200 MB/s | Bis zu 2.500 MB/s | Bis zu 2.150 MB/s | Bis zu 2.150 MB/s |
| Sequenzielles Schreiben | Bis zu 900 MB/s | Bis zu 1.500 MB/s | Bis zu 1.260 MB/s | Bis zu 1.550 MB/s |
| IOPS lesend (QD32) | Bis zu 270.000 | Bis zu 300.000 | Bis zu 300.000 | Bis zu 300.000 |
| IOPS schreibend (QD32) | Bis zu 85.000 | Bis zu 110.000 | Bis zu 83.000 | Bis zu 100.000 |
| Total Bytes Written | 200 TByte | 400 TByte | ? | ? |
Bei konstanter Schreiblast mit 128-KByte-Blöcken und einer Warteschlangentiefe mit einem Befehl liefert die 950 Pro für gut drei Minuten rund 900 MByte pro Sekunde. Dann erreicht sie knapp 80 Grad Celsius, die Schreibrate bricht auf 700 MByte pro Sekunde ein. In der Folge pendelt unser Testmodell zwischen dieser Geschwindigkeit und kurzen Phasen mit voller Leistung.""")
a("de","computerbase-samsung-960-pro-temperaturen","https://computerbase.de/2016-10/samsung-ssd-960-pro-test/4","""Samsung SSD 960 Pro im Test: Schneller als das Testsystem erlaubt
4/6Praxistests
Entpacken & Kopieren
Erst vor einigen Wochen ließ die Samsung SM961 beim Entpacken und Kopieren die Rekorde purzeln. Jetzt legt die Samsung 960 Pro noch eine Schippe drauf: Mit 6,5 Sekunden ist die 960 Pro nochmals zehn Prozent schneller, die schnellsten SATA-SSDs brauchen hierfür fast dreimal so lange. Beim Kopieren sind die beiden 960 Pro ebenfalls am schnellsten, der Vorsprung zur SM961 ist jedoch gering.
Temperaturen
Samsung hat bei der Ankündigung der 960 Pro versprochen, dass die neuen SSDs die Maximalleistung länger halten können als die 950 Pro. Der Zeitpunkt, ab dem die SSD drosselt, soll deutlich später eintreffen. Dabei soll zum einen der Wärmeableiter im Aufkleber auf der Platinenrückseite sowie zum anderen die niedrigere Leistungsaufnahme des Polaris-Controllers helfen.
Mit eigenen Messungen kann ComputerBase bestätigen, dass die 960 Pro länger durchhält, bis die Temperaturgrenze erreicht wird. Dadurch und durch die durchweg höheren Transferraten kann die 960 Pro bis zur Drosselung weitaus mehr Daten übertragen. Die Drosselung ist zudem gemächlich: Als Minimum zeichnen sich Transferraten von etwa 2.000 MB/s beim Lesen und 1.400 MB/s beim Schreiben ab.
Die Messungen wurden wie bei der 960 Pro im offenen Testsystem ohne aktiven Luftstrom bei einer Raumtemperatur von 22 °C durchgeführt.""")
a("es","computerhoy-ssd-externas-usb","http://www.pressreader.com/spain/computer-hoy/20210219/284378382050881","""Computer Hoy
18 Unidades SSD externas USB: ¡A máxima velocidad!
¿Necesitas llevar muchos gigabytes de datos de un lugar a otro? Esa es una tarea para una unidad externa. Pero si, además, buscas velocidad, lo suyo es que sea SSD.
Los tiempos en los que los SSD externos eran artículos de lujo para frikis de la tecnología ya han pasado. Y eso lo demuestran los 18 candidatos: puedes tener un SSD con 500 GB por 70 € y con 1 TB a partir de 125 €. Esta tecnología sigue ofreciendo menos espacio que un disco duro del mismo precio, pero para la mayoría debería ser suficiente.
Los SSD externos son cada vez más rápidos
• USB 3.1/3.2 Gen 1: los datos circulan a un máximo de 5 Gbps. Con ello puedes transferir a 600 MB/s.
• USB 3.1/3.2 Gen 2: dobla la velocidad hasta los 10 Gbps.
Eso permite transferencias de hasta 1,2 GB/s.
• USB 3.2 Gen 2x2: los datos fluyen hasta un máximo de 20 Gbps. Así puedes transferir hasta 2,4 GB/s.
Solo dos candidatos tienen un puerto super-rápido Gen 2x2, el Seagate Firecuda Gaming SSD y el WD Black P50
Game Drive. Pero no es lo habitual y casi todos los dispositivos se conforman con, como mucho, USB 3.2 Gen 2. Y lo necesitan, si quieres que los datos vayan a toda velocidad.
Los benchmarks de los programas de prueba usados en el laboratorio muestran que, con los nuevos modelos NVMe (ver arriba), puedes conseguir valores teóricos de 1.007 MB/s.
En la práctica, al menos llegamos a 795 MB/s.""")
a("es","hardzone-ssd-vs-disco-duro-externo-usb","https://hardzone.es/reportajes/comparativas/ssd-vs-disco-duro-externo-usb/","""Cuando necesitamos comprar almacenamiento externo seguramente muchas veces hayamos pensado que lo mejor será adquirir un SSD USB para tener un mayor rendimiento en detrimento de una mayor capacidad. Los SSD externos son bastante más caros que los discos duros, pero también son mucho más rápidos y, sin embargo, ¿merece la pena gastar más dinero por esa mejora de rendimiento? Vamos a verlo.
SSD frente a disco duro USB 3.0
En esta comparativa vamos a ver qué desempeño tienen dos productos totalmente diferentes y en rangos de precio distintos, pero cuya finalidad es la misma: almacenar nuestros datos de manera externa para poder llevarlos de un sitio a otro.
Prueba de rendimiento
Por un lado, vamos a utilizar un SSD externo USB 3.0 Transcend ESD230C de 960 GB, y por otro, como disco duro USB 3.0 externo vamos a utilizar un WD My Passport 4 TB, en formato de 2,5 pulgadas que no necesita alimentación adicional (ya que con los discos externos de 3,5 pulgadas perdemos ese plus de portabilidad). El precio de este último ronda los 120 euros, por lo que nos está proporcionando cuatro veces más capacidad con un precio bastante inferior.""")
a("fr","01net-disques-durs-externes-protocole","https://01net.com/astuces/comment-nous-les-avons-testes-371964.html","""Comment nous les avons testés
Performances
Les disques durs externes utilisent des mécaniques à 7 200 tr/min avec un cache disque de 8 à 16 Mo. Ces disparités, et la manière d’utiliser le port USB, méritent de réaliser des tests de performances. On trouve des écarts qui ont leur importance dans les usages impliquant des gros volumes transférés. Nous avons aussi réalisé ces tests sur l’interface e-SATA pour fournir l’information à ceux qui en sont équipés.
Le poids
Le poids est un critère important pour des produits amenés à être déplacés. Car si le disque dur en lui-même est plutôt léger, le boîtier influe énormément sur la commodité de transport.
Consommation électrique
Les disques durs externes sont raccordés au secteur et l’on observe des consommations très variables d’un modèle à lautre. Nous avons donc mesuré la puissance nécessaire à leur fonctionnement avec un multimètre Yokogawa lorsque le disque était éteint, puis au repos et enfin en lecture/écriture.""")
a("fr","vivreplus-disques-durs-multimedias","https://www.vivreplus.fr/?p=583","""LES DISQUES DURS MULTIMEDIAS : Les mots à connaître
Capacité de stockage : go, to, po et au-delà
La capacité de stockage est exprimée en gigaocters (Go), téraoctets (To) et pétaoctets (Po). 1 To équivaut à 1024 Go, et 1 Po à 1024 To. Les disques durs externes offrent des capacités allant de 1 To à 20 To, voire plus. Les NAS professionnels peuvent atteindre plusieurs dizaines de To, tandis que les solutions de cloud storage proposent des capacités quasi illimitées (avec un coût mensuel variable).
Exemple concret : Une vidéo 4K d'une heure peut peser environ 70 Go. Une photo haute résolution au format RAW peut atteindre 50 Mo. Une bibliothèque musicale de 5000 morceaux en FLAC (format audio sans perte) peut facilement occuper plus de 10 To.
Interfaces de connexion : vitesse et compatibilité
L'interface de connexion détermine la vitesse de transfert des données. Les principales interfaces sont : USB (2.0, 3.0, 3.1, 3.2 Gen 2x2, USB4, avec des débits allant de 480 Mbps à 40 Gbps), Ethernet (Gigabit Ethernet à 1 Gbps et 10 Gigabit Ethernet à 10 Gbps pour des connexions filaires rapides), Wi-Fi (802.11ax ou Wi-Fi 6 offrant des performances supérieures à 802.11ac ou Wi-Fi 5).""")
a("fr","quechoisir-protocole-disques-durs-ssd","https://quechoisir.org/comment-nous-testons-disques-durs-ssd-le-protocole-n23469","""Disques durs SSDLe protocole
Les performances des disques durs (taux de transferts en lecture et écriture, temps d’accès) sont primordiales dans l’évaluation devant la facilité d’utilisation et la qualité de fabrication.
Test de performances
Un ordinateur récent équipé de Windows 11 est utilisé pour les tests.
Les taux de transferts de 4 différents fichiers (fichiers de 100 ko représentant 10 Mo, fichiers de 1 Mo représentant 1 Go, fichiers de 100 Mo représentant 2 Go et fichiers de 1 Go représentant 50 Go) sont mesurés en lecture et en écriture via l’interface USB.
Les temps d’accès au disque dur pour la lecture de fichiers de 512 octets et 1 Mo sont mesurés.""")
a("ko","nut-blog-ssd-tbw","https://nut-blog.kr/15?category=1267230","""SSD는 영원하지 않다, 수명은 숫자로 나타난다
많은 사람들이 SSD를 ‘빠르고 조용한 저장장치’로만 인식합니다. 하지만 SSD 역시 기계적인 부품은 없지만, 수명이 존재하는 소모성 부품입니다. 특히 NAND 플래시는 쓰기와 삭제를 반복할수록 열화가 발생하고, 어느 순간부터는 더 이상 데이터를 저장하지 못하게 됩니다.
TBW란 무엇인가? – SSD의 수명을 나타내는 숫자
TBW(Terabytes Written)는 SSD가 보장하는 총 쓰기 가능 용량을 의미합니다. 예를 들어, "TBW 600TB" 라는 스펙이 있다면, 해당 SSD는 총 600TB까지 데이터를 쓸 수 있다는 의미이며, 이 수치를 넘어서면 NAND 셀의 열화가 가속화되어 오류 발생 가능성이 높아집니다.""")
a("ko","a-ha-ssd-hdd-lifespan","https://a-ha.io/questions/4fbd0b3b7abbbbd2855a4e49f5632c10","""H.D.D보다 SSD가 수명이 짧나요? 왜 제가사용하는건 오래못가죠?
SSD (Solid State Dirve)는 노트북과 데스크탑 PC에서 속도가 뛰어나 많은 인기를 끌고 있습니다. SSD의 내구성은 HDD보다는 충격에 다소 안전하며, 무게도 가볍고 내부에 움직이는 부품이 존재하지 않아 수명에 크게 영향을 미치지 않습니다. 하지만 SSD는 데이터 읽기/쓰기 횟수와 액세스되는 데이터 용량에 의한 수명이 제한되어 있기 때문에 다운로드를 목적으로 사용하시는 분들은 수명을 줄이는 원인이 도비니다.
SSD는 제조사에서 보통 3년의 A/S 기간과 700TB 정도의 데이터 액세스를 보증합니다. 제조사 측은 소비자가 하루에 읽고/쓰는 데이터 양을 200GB에서 많게는 400GB로 추정하고 있습니다. 최고 700TB에 도달하기 위해서는 하루 1일 24시간 기준 40GB 의 데이터 쓰기를 한다면 -> 1만 7500일 (약 50년) 정도로 계산할 수 있습니다.""")
a("ko","unker-ssd-lifespan-tlc","https://unker.tistory.com/20","""SSD를 구입할 때 제품 비교 사이트에서 인기상품 상위에 노출된 상품을 마음 편하게 구매하는 사람이 많습니다. 하지만 소비자들중 컴퓨터에 관심이 조금이라도 있다면 궁금할 수 있는 것이 바로 SSD의 수명입니다.
메모리 방식과 각각의 특징
SSD의 메모리 방식 중에서 대다수의 소비자용 제품에서 사용중인 방식은 TLC 방식이라 할 수 있습니다. TLC 방식은 통상적으로 1000회의 쓰기 수명을 가집니다. 쉽게 말해서 250GB 용량의 TLC 방식 SSD의 경우 약 250TB의 파일을 쓴다면 수명을 다하는 것입니다. 일반 소비자가 PC를 구매하고 보통 5년정도 사용한다고 가정하였을 때, 하루에 약 140GB의 파일을 쓰고 지운다면 간신히 채울 수 있는 용량입니다.""")
a("nl","tweakers-externe-ssds-round-up","https://tweakers.net/reviews/8792/externe-ssds-bijna-veertig-drives-getest.html","""De tijd dat een simpele USB-drive voldoende was om onze honger naar het overzetten van bestanden van het ene apparaat naar het andere te stillen, ligt ver achter ons. Een 'thumbdrive' van 64MB, ooit state-of-the-art, is nu op zijn best een museumstuk. En ook een laptopschijfje in een externe behuizing kan ons niet meer bekoren: het moet groter en sneller, want we krijgen steeds meer data.
In deze round-up hebben we daarom bijna veertig externe ssd's op een rijtje gezet. Daarbij kijken we vooral naar de prijzen en natuurlijk de prestaties. Het merendeel van de geteste drives beschikt over een rappe USB 3.2 Gen2-interface. Die is - in ieder geval in theorie - in staat om data met 10Gbps over te dragen. In megabytes komt dat neer op ongeveer 1200MB/s, maar in de praktijk zal de snelheid nog zeker een procent of tien lager zijn. Bovendien stoppen niet alle fabrikanten in hun kastjes ssd's die dergelijke snelheden kunnen bijbenen, zeker niet wanneer een SATA-drive wordt gebruikt in plaats van een NVMe-drive.""")
a("nl","tweakers-duurtest-9-komma-1pb","https://tweakers.net/nieuws/126379/laatste-ssd-in-duitse-duurtest-bereikt-9-komma-1pb-aan-schrijfacties.html","""Het Duitse c't heeft zijn ssd-duurtest stopgezet nadat het laatste exemplaar de geest gaf. Het ging daarbij om een Samsung 850 Pro, die in totaal 9,1PB of 9100TB aan schrijfacties heeft ondergaan. De test startte ongeveer een jaar geleden.
De Samsung-ssd heeft een levensverwachting van 150TBW, oftewel terabytes written. Uit de test kwam naar voren dat de meeste ssd's in de duurtest langer meegaan dan de fabrikanten zelf inschatten. Zo behaalden de tweede ssd's die als eerste faalden, in beide gevallen de BX200 van Crucial, minimaal 2,5 keer zoveel schrijfacties als door de fabrikant aangegeven. In de test ging het steeds om twee exemplaren van zes modellen rond de 250GB: de OCZ TR150, Crucial BX 200, Samsung 750 Evo, Samsung 850 Pro, SanDisk Extreme Pro en de SanDisk Ultra II.
De Pro-modellen van Samsung en SanDisk behaalden allemaal minimaal 2,2PB aan writes. Het tweede exemplaar van de 850 Pro kwam niet door ouderdom aan zijn einde. Volgens de testers viel een van de systemen door een stroompiek uit, waardoor de ssd samen met een SanDisk Extreme Pro niet meer te gebruiken was. Samsung introduceerde het model, voorzien van 3d-v-nand-flashgeheugen, ongeveer drie jaar geleden.
De voorganger van de ssd, de Samsung 840 Pro, was in 2014 de winnaar van een duurtest van Tech Report. Destijds behaalde het model in totaal 2,4PB aan schrijfacties voordat het onherstelbare fouten begon te produceren.""")
a("nl","webwereld-fusion-drive-ssd-prijs","https://webwereld.nl/algemeen/108689-wat-je-meteen-moet-doen-met-een-fusion-drive-back-uppen","""Het nadeel is dat flashgeheugen veel kostbaarder is per GB en de prijs van SSD's is dan ook al jaren best hoog. Bijna alle andere componenten van computers - van processoren tot werkgeheugen en beeldschermen - zijn flink gedaald qua prijs terwijl de kwaliteit jaar na jaar verbetert. SSD's volgden aanvankelijk ook die lijn, vooral op het gebied van drives met een lagere capaciteit, maar wist dat de laatste tijd niet door te zetten.
Dat komt omdat de vraag naar flashchips is toegenomen door de opkomst van mobiel, maar de prijs van de productie is ondertussen ongeveer hetzelfde gebleven. Het resultaat is dat de prijs van SSD's zelfs is gestegen. Dat betekent dat je een SSD van een terabyte zo'n 200 euro kost, maar dezelfde capaciteit van een HDD kost je rond de vijftig euro. In het geval van Apple zorgt de marge erop ervoor dat het toevoegen van een SSD van 512 GB ervoor dat je zo'n 750 euro meer betaalt.
Fusion Drive
Een manier waarop Apple besloot competitiever te kunnen zijn was met de komst van de Fusion Drive, een hybride van een HDD met een stukje SSD-opslag. Dit zes jaar geleden geïntroduceerde component heeft snelle flashchips en een langzame harde schijf (5400 rpm) aan boord.""")
a("ru","dzen-wd-black-sn850-radiator","https://dzen.ru/list/gadgets/wd-black-ssd-sn850-s-radiatorom","""SSD WD Black SN850 500GB с радиатором WDS500G1XHE
Зачем SSD нужен радиатор?
Почему на высокоскоростные твердотельные накопители устанавливают радиаторы? Зачем в PlayStation 5 предусмотрена система активного охлаждения слота M.2? Что будет, если NVMe SSD перегреется? Давайте разбираться. Как устроен NVMe SSD? Чтобы понять, зачем NVMe SSD нужен радиатор, сперва следует разобраться, а как, собственно, устроены твердотельные накопители. В качестве подопытного возьмем WD_BLACK SN850 емкостью 1 ТБ — топовый игровой SSD, способный похвастаться скоростью до 7 ГБ/с в операциях последовательного чтения и до 5,3 ГБ/с при записи файлов...""")
a("it","smartworld-come-scegliere-hdd-esterno","https://www.smartworld.it/guide/come-scegliere-hdd-esterno.html","""Non solo la capacità, ma anche resistenza, velocità e compatibilità: ecco come scegliere un HDD esterno
Gli hard disk esterni (HDD, Hard Disk Drive) sono un accessorio indispensabile per il proprio computer: possono servire da backup, come semplice espansione di memoria o persino per condividere o trasferire file di grandi dimensioni.
Che differenza c'è tra SSD e HDD
Gli HDD invece sono costituiti da uno o più dischi magnetici rotanti, di un braccio con una testina per la lettura / scrittura dei dati e un motore per far girare i piatti e spostare il braccio. I piatti ruotano a velocità preimpostate (da 5400 giri/min, ovvero RPM, a 7200 RPM per i computer consumer, mentre i modelli professional arrivano a 10.000 RPM), che sono correlate alle velocità di lettura/scrittura.""")
a("it","aldorusso-hard-disk-esterno","https://aldorusso.altervista.org/blog/hard-disk-esterno/","""Hard disk esterno
I dispositivi più economici partono ormai da 500Gb, anche se in commercio esistono dispositivi da 320Gb, in realtà il prezzo non si discosta molto dai modelli più capienti, pertanto vale la pena spendere qualche euro in più per portare a casa un disco più capiente. La connettività standard è l’USB 3.0 ad alta velocità che garantisce prestazioni molto soddisfacenti fino ad arrivare ai 5Gb/s. Ad ogni modo la velocità di trasferimento offerta da USB 3.0 è di gran lunga superiore alle attuali prestazioni meccaniche dei dischi che pertanto non viene sfruttata a pieno.
Velocità
I dischi da 3,5″ con alimentatore esterno hanno generalmente una velocità di rotazione pari a 7200 rpm mentre quelli da 2,5″ sono più lenti e normalmente non superano i 5400 rpm. La velocità di rotazione determina le prestazioni del disco.""")
a("it","bestshopping-dischi-rigidi-esterni","https://prezzi.bestshopping.com/search.php?categoria=Dischi+Rigidi+Esterni&items%5B%5D=6769&pr=0-198","""Dischi Rigidi Esterni
Storage
La caratteristica fondamentale da valutare è la capacità di immagazzinamento. Un hard disk è fatto per inserire diversi Gigabyte di dati, tanto che ormai sta diventando uno standard quello di poter contenere alcuni Terabyte di dati. Per capire la differenza, considerate che un Gigabyte corrisponde a circa 1000 Megabyte, e un Terabyte a 1000 Gigabyte: dunque, che un Terabyte rappresenta una quantità di dati veramente notevole. Più dati potrà contenere l'hard disk, più potrete salvarne al suo interno.
E’ molto importante ricordare, però, che la capienza totale risulta sempre un po’ inferiore rispetto a quella riportata in GB o TB, poiché i produttori utilizzano un sistema decimale. Di conseguenza avremo che i nostri 320 GB saranno in realtà 298, i 500 corrisponderanno a 465 e così via.""")
a("zh-Hant","ianwu-weekly-2022-11-ssd","https://ianwu.tw/2022/03/18/ian-weekly-2022-11","""院長週記 2022 第 11 週 - 漫談 SSD、瀏覽器指紋
漫談 SSD
不論是打算升級、還是新購買組裝電腦或筆電時,除了會以處理器陣營與新舊代等級速度來做選擇的考量外,其他同樣也擔任重要角色的零組件是否也在清單挑選的行列中?扣掉仍舊比較缺貨的顯示卡之後(買的到就不錯了),相信記憶體、儲存裝置(HDD/SSD)也會是決定整體搭配的一環,而其中的「儲存裝置」這一個區塊,大家又有多少了解呢? 既然是作為「儲存」使用,當然要考慮「容量」的大小是否合用,以往檔案或資料儲存對容量的需求與現在動輒幾百MB甚至都已經GB來GB去是無法相比的,不論是最為主系統使用或是單純拿來做為資料的備份,也都早就邁入到所謂的TB等級,隨便一翻看網路商城或電腦賣家的產品銷售列表,不難發現大都是500GB以上的容量了,但是,從規格上來看又可以發現有傳統HDD、2.5吋SATA以及M.2/PCIe SSD等選擇,真要入手是要怎麼選?荷包預算有限,有沒有那種可以大小通吃的選擇呢? 隨著科技的進步,這個答案是肯定的!有、但對於使用者來說當然也是要付出不斐的代價,以現階段HDD已經即將邁入單顆3.5吋就可達到20TB的超大容量下,作為儲存資料或備份用顯然單位成本就會較SSD低廉許多,畢竟一顆16TB的高階HDD報價也才差不多容量的SSD價格的1/6左右,也就是說,買一顆2.5吋SATA III介面的15.3TB SSD都可以買16TBx6=96TB的HDD還有找零,如果僅是作為資料備份或保存使用的話,HDD的適用性顯然合算許多。""")
a("zh-Hant","shaurong-usb-ssd-comparison","https://shaurong.blogspot.com/2026/02/ssdssdssd.html","""[研究]傳統非SSD隨身碟、SSD隨身碟優點、外接SSD儲存裝置優點、缺點比較?
2026-02-23
傳統非SSD隨身碟(Flash USB)、SSD隨身碟(USB SSD)、**外接SSD儲存裝置(外接盒或外接固態硬碟,External SSD)三者優缺點比較:
| 類型 | 速度範圍 | 寫入耐久度 | 容量範圍 | 價格 | 適合用途 |
|---|---|---|---|---|---|
| 傳統非SSD隨身碟 | 30–150 MB/s | 低(寫入次數有限) | 小–中(32GB–256GB常見) | 最便宜 | 文件傳輸、隨身攜帶文書資料、偶爾備份 |
| SSD隨身碟 | 200–1050 MB/s(依USB介面與容量而定) | 中(比傳統USB好,但便宜款仍有限) | 中(128GB–2TB常見) | 中高 | 大檔案快速傳輸(影片、照片)、隨身工作檔案、高速資料交換 |
| 外接SSD儲存裝置 | 400–7000 MB/s(SATA vs NVMe + Thunderbolt) | 高(可選企業級SSD,耐久高) | 中–大(500GB–8TB以上) | 高 | 高速備份與大檔案存取、影片剪輯、攝影師素材、長期資料存放與備份 |""")
