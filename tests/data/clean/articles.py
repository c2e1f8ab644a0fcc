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
