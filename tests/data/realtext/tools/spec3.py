doc("es01_mikejr1-ssd-arranque", "es", "tune",
 "http://www.mikejr1.es/index.php/noticias/167-hardware/49785-por-que-comprar-un-ssd-mas-rapido-no-hara-que-tu-ordenador-arranque-antes.html",
"""La velocidad de las unidades NVMe es gracias a la utilización de ese protocolo, ya que su límite de velocidad es mucho mayor que el de SATA, el cual estaba pensado para unidades como discos duros que no superan los 250 MB/s de lectura secuencial. Los SSD saturaron rápidamente los 6 Gbps de velocidad máxima del protocolo SATA3.

Por ello, el paso a unidades M.2 tiene ventajas a nivel de que no se necesitan poner dos cables como en los que usan SATA3, además de pesar menos y tener velocidades que llegan a 3.500 MB/s en los que usan líneas PCIe 3.0, o alcanzar los 5.000 MB/s si tenemos ya una unidad PCIe 4.0. Próximamente llegarán unidades que alcancen los 7.000 MB/s, pero ya cabe empezar a plantearse para qué necesitamos tanta velocidad. 3,5 GB/s ya es una cifra espectacular de rendimiento, y ya de por sí no tiene mucho sentido gastarse más dinero en uno por tener unos pocos gigas más.

El problema es que incluso entre 500 MB/s y 3,5 GB/s no vas a notar una gran diferencia de rendimiento.
""", [("250 MB/s","bandwidth",250*M,1,[],""),("6 Gbps","link_speed",6e9,1,[],""),("3.500 MB/s","bandwidth",3500*M,1,[],""),
("5.000 MB/s","bandwidth",5000*M,1,[],""),("7.000 MB/s","bandwidth",7000*M,1,[],""),("3,5 GB/s","bandwidth",3.5*G,1,[],""),
("500 MB/s","bandwidth",500*M,2,[],"'entre 500 MB/s y 3,5 GB/s' (the first occurrence of the string is inside 3.500 MB/s)"),("3,5 GB/s","bandwidth",3.5*G,2,[],"")])

doc("es02_hardzone-iops-latencia", "es", "check",
 "https://hardzone.es/2018/12/15/iops-latencia-rendimiento-ssd/",
"""Como norma, a mayor número de IOPS, mejor es el rendimiento general de una unidad de almacenamiento, ya sea ésta sólida o mecánica. Ahora bien, donde las unidades mecánicas suelen dar como 100 o 200 IOPS, los SSD suelen ser capaces de producir hasta 90.000 IOPS. Esta cifra es una de las que más puede demostrar la rapidez de un SSD, especialmente cuando lo comparamos con una unidad mecánica.
""", [("100","iops",100,1,["unit_elsewhere"],"'100 o 200 IOPS'"),("200 IOPS","iops",200,1,[],""),("90.000 IOPS","iops",90000,1,[],"")])

doc("es03_diannaozhishiwang-disco-nube", "es", "check",
 "https://diannaozhishiwang.com/wangzhansucai/zdteybid0i.html",
"""Cómo probar el disco en la nube
Desde la apertura de la nube pública de UOS, algunos usuarios han informado que el rendimiento del disco duro en la nube (MBPS) de 1 TB probado por el comando dd es de solo 128 MB/s, no los 170 MB/s garantizados por nuestro SLA. . ¿Por qué?
""", [("1 TB","capacity",T,1,[],""),("128 MB/s","bandwidth",128*M,1,[],""),("170 MB/s","bandwidth",170*M,1,[],"")])

doc("en01_thessdreview-toshiba-hk4r", "en", "tune",
 "https://thessdreview.com/featured/toshiba-hk4r-enterprise-ssd-review-1920gb/5",
"""128KB SEQUENTIAL READ/WRITE
Sequential performance is measured similarly to the other two tests before. The drive is first secure erased to get it in a clean state. Next, we precondition the drive with a 128KB sequential write workload at QD256 until the drive is in a steady state. Finally, we cycle through QD1-256 for 5 minutes each for writes and then reads.
Sequential results are mostly in line with the 524MB/s rating, however, we can see there is some mild variability where it dips down to 490MB/s. Latency averages in the high side of 64ms as well.
The Toshiba HK4R and Samsung PM863 both show their dominance during the sequential read tests. From QD2-32 the HK4R and PM863 are very close in performance with the Samsung edging out slightly. Latency maintains under 8ms until QD32.
In sequential write testing the surprisingly beat out both the Samsung and Micron SSD. At QD4-32 it maintained a speed of nearly 520MB/s and latency maxed out at an average of 8ms.
""", [("5 minutes","duration",300,1,[],"test length"),("524MB/s","bandwidth",524*M,1,[],""),("490MB/s","bandwidth",490*M,1,[],""),("64ms","latency",0.064,1,[],""),
("8ms","latency",0.008,1,[],""),("520MB/s","bandwidth",520*M,1,[],""),("8ms","latency",0.008,2,[],"")])

doc("en02_gamebastion-crucial-t700", "en", "check",
 "https://gamebastion.com/n/tested-crucial-s-new-t700-is-the-fastest-pci/299074",
"""The T700 is a a four-lane drive running the NVMe 2.0 protocol over a PCIe 5.0 bus. It is a two-sided M.2 Type-2280 SSD in "gumstick" format. The T700 uses Micron 232-layer 3D TLC NAND chips and Phison's new E26 controller. It will come in 1TB, 2TB, and 4TB capacities.
The 2TB model (which we tested) and the 4TB model are both rated at 12,400MBps maximum sequential read speed and 11,800MBps sequential write speed, with the 1TB T700 rated at 11,700MBps
""", [("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),("4TB","capacity",4*T,1,[],""),("2TB","capacity",2*T,2,[],""),
("4TB","capacity",4*T,2,[],""),("12,400MBps","bandwidth",12400*M,1,[],""),("11,800MBps","bandwidth",11800*M,1,[],""),
("1TB","capacity",T,2,[],""),("11,700MBps","bandwidth",11700*M,1,[],"")])

doc("en03_smdchip-client-nvme-gen4", "en", "check",
 "https://smd-chip.com/en/IC_specification_high-performance-client-nvme-ssd-pcie-gen4.html",
"""2.1 Performance Specifications
The drive delivers exceptional performance metrics, which vary by capacity point. Performance is measured under specific test conditions using industry-standard benchmarks.
- Sequential Read Speed: Up to 6,600 MB/s (for 1TB and 2TB models). Lower capacities offer up to 5,700 MB/s (256GB) and 6,000 MB/s (512GB).
""", [("6,600 MB/s","bandwidth",6600*M,1,[],""),("1TB","capacity",T,1,[],""),("2TB","capacity",2*T,1,[],""),("5,700 MB/s","bandwidth",5700*M,1,[],""),
("256GB","capacity",256*G,1,[],""),("6,000 MB/s","bandwidth",6000*M,1,[],""),("512GB","capacity",512*G,1,[],"")])

doc("ru01_ekatalog-ssd-capacity", "ru", "tune",
 "https://e-katalog.kz/cmp/90131/ap120gas340xc-vs-ap128gas350xr",
"""Что касается фактических значений, то вместимость
120 ГБ и ниже в наше время считается небольшой. Сюда же можно приравнять и
SSD на 240 ГБ. Средними значения уже считаются
500 ГБ, повышенными —
1 ТБ (в диапазон к которым попадают
SSD на 400 и
800 ГБ). А наиболее емкие современные SSD вмещают
2 TБ,
4 TБ и
даже более.
""", [("120 ГБ","capacity",120*G,1,[],""),("240 ГБ","capacity",240*G,1,[],""),("500 ГБ","capacity",500*G,1,[],""),("1 ТБ","capacity",T,1,[],""),
("400","capacity",400*G,1,["unit_elsewhere"],"'400 и\\n800 ГБ'"),("800 ГБ","capacity",800*G,1,[],""),("2 TБ","capacity",2*T,1,[],"Latin T + Cyrillic Б"),("4 TБ","capacity",4*T,1,[],"")])

doc("ru02_dzen-ssd-test-programs", "ru", "check",
 "https://dzen.ru/a/Zw4fxcoIlSjYqavs",
"""И эти цифры напрямую зависят от используемого в SSD интерфейса. SATA SSD. Это самые медленные, но обычно и самые доступные твердотельные накопители. Они могут работать на скорости до 600 Мбайт/с, но на деле скорость чтения таких SSD обычно ограничена куда более скромными 500-550 Мбайт/с. SSD NVMe PCIe 3.0 x4.
""", [("600 Мбайт/с","bandwidth",600*M,1,[],""),("500","bandwidth",500*M,1,["unit_elsewhere"],"'500-550 Мбайт/с'"),("550 Мбайт/с","bandwidth",550*M,1,[],"")])

doc("ru03_comicsufa-nvme-pcie-modes", "ru", "check",
 "http://comicsufa.ru/office/ssd-m2-pci-e-3-0-ustanovka-nvme-nakopiteli-v-raznyh-rezhimah-raboty-interfeisa-pci-express.html",
"""Иметь-то имеет, однако все разговоры об этом начались только тогда, когда некоторым накопителям на некоторых операциях стало тесно в рамках «обычного» SATA. Но ведь между его 600 МБ/с и (столь же теоретическими) 4 ГБ/с интерфейса PCIe 3.0 x4 - просто пропасть, причем заполненная массой вариантов!
""", [("600 МБ/с","bandwidth",600*M,1,[],""),("4 ГБ/с","bandwidth",4*G,1,[],"")])

doc("pl01_pcformat-transcend-220s", "pl", "tune",
 "http://pcformat.pl/Test-dysku-Transcend-220S-NVMe-SSD-512-GB,a,5751",
"""Najnowszym przedstawicielem tej ostatniej grupy jest 220S NVMe SSD 512 GB.
Mówiąc dokładniej: mamy do czynienia z dyskiem w najbardziej typowym dla M.2 formacie 2280, który potrafi wykorzystać potencjał złącza PCIe x4, posługując się przy tym protokołem NVMe 1.3. Nic więc dziwnego, że deklarowane transfery sekwencyjne odczyt/zapis przy kolejce 32-wątkowej są na poziomie 3500/2800 MB/s. W praktyce odczyt na tym poziomie dysk osiąga, ale zapis oscyluje w okolicach 2000 MB/s.
W warunkach bardziej zbliżonych do rzeczywistych – czyli w transmisji sekwencyjnej – transfer przy odczycie przekracza 2800 MB/s i 1900 MB/s przy zapisie. Świetnie wyglądają też rezultaty przy próbkach 4K: dysk osiągnął największą wartość IOPS przy odczycie spośród przetestowanych przez nas dotychczas urządzeń (16 325), a przy zapisie niewiele ustąpił najlepszym (44 551).
Nie wszystko jednak wygląda tak różowo. Tymczasem przy kopiowaniu dużego pliku (11,3 GB) czas jest zaledwie średni, a zapełnienie dysku w 80 procentach powoduje zauważalne spowolnienie.
Apogeum tego zjawiska zaobserwowaliśmy przy kopiowaniu 3,4 tys. średnich plików o łącznej objętości 11,6 GB, gdy czas ten był prawie cztery razy dłuższy, a transfer wahał się między 150 a 450 MB/s, tworząc wykres w kształcie zębów piły.
""", [("512 GB","capacity",512*G,1,["name"],"220S NVMe SSD 512 GB"),("3500","bandwidth",3500*M,1,["unit_elsewhere"],"'3500/2800 MB/s'"),
("2800 MB/s","bandwidth",2800*M,1,[],""),("2000 MB/s","bandwidth",2000*M,1,[],""),("2800 MB/s","bandwidth",2800*M,2,[],""),("1900 MB/s","bandwidth",1900*M,1,[],""),
("16 325","iops",16325,1,["unit_elsewhere"],"'wartość IOPS ... (16 325)'"),("44 551","iops",44551,1,["unit_elsewhere"],""),
("11,3 GB","capacity",11.3*G,1,[],""),("11,6 GB","capacity",11.6*G,1,[],""),("150","bandwidth",150*M,1,["unit_elsewhere"],"'150 a 450 MB/s'"),("450 MB/s","bandwidth",450*M,1,[],"")])

doc("pl02_purepc-tanie-ssd-m2", "pl", "check",
 "https://www.purepc.pl/test-tanich-dyskow-ssd-m-2-kingston-nv2-lexar-nm710-wd-blue-sn580-adata-legend-900-kioxia-exceria-plus-g3-goodram-px600",
"""Dyski SSD M.2 o pojemności 1 TB posiadające interfejs PCI-Express 4.0 x4 sprzedają się dzisiaj najlepiej, oferują bowiem wyjątkowo korzystny stosunek ceny do wydajności. Nawet w przedziale do 300 złotych znajdziemy kilkanaście interesujących propozycji, natomiast na potrzeby niniejszego porównania wybrałem najpopularniejsze budżetowe modele według sklepowych statystyk. Tego dowiecie się przeglądając porównanie tanich dysków SSD M.2 PCIe Gen4 o pojemności 1 TB.
""", [("1 TB","capacity",T,1,[],""),("1 TB","capacity",T,2,[],"")])
