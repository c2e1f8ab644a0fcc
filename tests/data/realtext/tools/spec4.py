doc("de01_tweakpc-corsair-mp400", "de", "tune",
 "https://tweakpc.de/hardware/tests/ssd/corsair_mp400/s09.php",
"""Wir simulieren das Schreibverhalten der SSDs bei uns in einem 240 Minuten Stresstest, in dem dauerhaft 4K-Schreiboperationen auf der SSD durchgeführt werden. Die Performance der SSD wird dabei im Minutendurchschnitt ermittelt und in einer Grafik notiert. Das Ergebnis ist eine Performance-Kurve über 4 Stunden, die darlegt wie "stabil" die Schreibperformance einer SSD auf Dauer ist.
Die Ergebnisse lassen sich sehr schön in einem Diagramm auftragen, wo die Performance in IOPS = Anszahl der 4K Operationen pro Sekunde gegen die Zeit gemessen wird. Aus den IOPs kann man kan einfach die Transferrate bestimmen, denn 200.000 IOPs mit 4K sind 200.000*4/1024 = 781,25 MB/s.
""", [("240 Minuten","duration",240*60,1,[],""),("4 Stunden","duration",4*3600,1,[],""),("200.000 IOPs","iops",200000,1,[],""),("781,25 MB/s","bandwidth",781.25*M,1,[],"")])

doc("de02_tweakpc-crucial-mx100", "de", "tune",
 "https://tweakpc.de/hardware/tests/ssd/crucial_mx100/s09.php",
"""Herstellerangaben bei SSD sind gerne darauf ausgelegt möglichst große
Zahlen anzugeben. Satte 60.000, 80.000, ja sogar über 90.000 IOPS sollen die
Laufwerke beim Schreiben von 4K Blöcken erreichen.
Das Ergebnis ist eine Performance-Kurve über 45 Minuten, die anzeigt wie
"stabil" die Schreibperformance einer SSD auf Dauer ist.
Die neue MX100 von Curcial mit 256 Gigabyte Speicherplatz liegt in dem 4K
QD32 Random Write Stresstest über 45 Minuten in et
""", [("60.000","iops",60000,1,["unit_elsewhere"],""),("80.000","iops",80000,1,["unit_elsewhere"],""),("90.000 IOPS","iops",90000,1,[],""),
("45 Minuten","duration",45*60,1,[],""),("256 Gigabyte","capacity",256*G,1,[],""),("45 Minuten","duration",45*60,2,[],"")])

doc("de03_channelobserver-beste-ssds", "de", "check",
 "https://channelobserver.de/produkte/test-das-sind-die-besten-ssds-12825/",
"""Mittlerweile sind selbst größere Modelle mit einer Speicherkapazität von bis zu einem Terabyte ab 249 Euro erhältlich. Computer BILD hat 32 aktuelle SSDs ab 70 Euro getestet. Der Test ergab außerdem: Wer auf Tempo setzt, sollte vor allem die Anschluss-Technik im Blick haben. Noch ist eine große Mehrheit der SSDs mit einem SATA-Anschluss ausgestattet. Der ist zwar ideal zum Nachrüsten von älteren PCs und Notebooks, aber inzwischen eine Tempobremse: Bei etwa 550 Megabyte pro Sekunde ist Schluss.
Anders bei SSDs mit PCI Express (PCIe)-Anschlüssen. Die SSD Intel 750 Series sowie die Samsung 950 Pro schafften mit ihren PCIe-Anschlüssen im Test bis zu 2,7 Gigabyte pro Sekunde. Zudem überzeugten die Modelle mit PCIe-Anschluss beim Schreiben: Der Testsieger 950 PRO M.2 von Samsung brauchte nur 3,9 Sekunden für 5 Gigabyte. Zum Vergleich: Die schnellste SATA-SSD war erst nach 10,4 Sekunden mit dem Schreiben fertig. Wer sich für eine SSD mit SATA-Anschluss entscheide und trotzdem Tempo möchte, sollte darauf achten, dass sie eine Speicherkapazität von mindestens 512 Gigabyte hat, so das Fazit der Tester.
""", [("einem Terabyte","capacity",T,1,["spelled_out"],""),("550 Megabyte pro Sekunde","bandwidth",550*M,1,[],""),("2,7 Gigabyte pro Sekunde","bandwidth",2.7*G,1,[],""),
("3,9 Sekunden","duration",3.9,1,[],""),("5 Gigabyte","capacity",5*G,1,[],""),("10,4 Sekunden","duration",10.4,1,[],""),("512 Gigabyte","capacity",512*G,1,[],"")])

doc("de04_derinformant-pcworld-ssd-tests", "de", "check",
 "https://derinformant.com/2024/06/so-testen-wir-interne-ssds-bei-pcworld",
"""Unsere aktuelle Testplattform verfügt über alle aktuellen Transporttechnologien: USB 3.2×2 (20 Gbit/s), Thunderbolt 4, PCIe 5.0. Es gibt keinen separaten USB 4-Anschluss, daher testen wir dies über die Thunderbolt 4-Anschlüsse, die dieses Protokoll unterstützen.
Das Betriebssystem ist Windows 11 (22H2) 64-Bit (Updates sind deaktiviert) und läuft auf einer X790 (PCIe 5.0) Motherboard/Core i5-12400 CPU-Kombination mit zwei Kingston Fury 32GB DDR5-Modulen (insgesamt 64 GB Speicher).
Das Betriebssystem läuft auf einer Samsung 990 Pro 2 TB, die auch die Quelle für größere Testdateien ist.
Die synthetischen Benchmarks, die wir regelmäßig verwenden, sind CrystalDiskMark 8 (64 GB Datensatz) und AS SSD 2 (10 GB Datensatz).
""", [("20 Gbit/s","link_speed",20e9,1,[],""),("32GB","capacity",32*G,1,["name"],"Kingston Fury 32GB"),("64 GB","capacity",64*G,1,[],""),
("2 TB","capacity",2*T,1,["name"],"Samsung 990 Pro 2 TB"),("64 GB","capacity",64*G,2,[],""),("10 GB","capacity",10*G,1,[],"")])

doc("ja01_qastack-4k-reads", "ja", "tune",
 "https://qastack.jp/superuser/1108034/why-are-4k-reads-in-hddssd-benchmarks-slower-than-writes",
"""以下は、SATA SSDのベンチマークの例です。
- 順次読み取り:718.498 MB / s
- 順次書き込み:777.414 MB / s
- ランダム読み取り512KB:160.541 MB / s
- ランダム書き込み512KB:838.930 MB / s
- ランダム読み取り 4KB(QD = 1):26.985 MB / s [6588.1 IOPS]
- ランダム書き込み 4KB(QD = 1):135.603 MB / s [33106.2 IOPS]
HDD:
- 順次読み取り:114.988 MB / s
- 順次書き込み:111.043 MB / s
- ランダム読み取り4KB(QD = 1):0.546 MB /秒 [133.4 IOPS]
- ランダム書き込み4KB(QD = 1):0.757 MB /秒 [184.9 IOPS]
""", [("718.498 MB / s","bandwidth",718.498*M,1,[],""),("777.414 MB / s","bandwidth",777.414*M,1,[],""),("160.541 MB / s","bandwidth",160.541*M,1,[],""),
("838.930 MB / s","bandwidth",838.930*M,1,[],""),("26.985 MB / s","bandwidth",26.985*M,1,[],""),("6588.1 IOPS","iops",6588.1,1,[],""),
("135.603 MB / s","bandwidth",135.603*M,1,[],""),("33106.2 IOPS","iops",33106.2,1,[],""),("114.988 MB / s","bandwidth",114.988*M,1,[],""),
("111.043 MB / s","bandwidth",111.043*M,1,[],""),("0.546 MB /秒","bandwidth",0.546*M,1,[],""),("133.4 IOPS","iops",133.4,1,[],""),
("0.757 MB /秒","bandwidth",0.757*M,1,[],""),("184.9 IOPS","iops",184.9,1,[],"")])

doc("ja02_lorlink-toshiba-xg3", "ja", "check",
 "https://lorlink.com/hardware/hfn/toushiba-xg3-m-2-pcie-ssd-rebyuu-ocz-r.html",
"""Tom's HardwareでSSDのレビュー記事を担当するようになってから、128GBの容量を通常のローテーションから外しました。これは、ほとんどのアフターマーケットSSD購入者にとって容量が小さすぎるからです。
当初、128GBドライブをレビューから外したことで、私たちは少し不満を感じました。しかし今では、一部のメーカーも同様の対応を取っています。多くの新しいSSDモデルは256GBからスタートしています。
128GBドライブをテストしていないことの副作用は、パフォーマンスデータを抽出できるサンプル数が限られていることです。256GB、512GB、さらには1TBのXG3も入手しようとしましたが、モックアップ以外のものはまだ見つかりませんでした。
""", [("128GB","capacity",128*G,1,[],""),("128GB","capacity",128*G,2,[],""),("256GB","capacity",256*G,1,[],""),("128GB","capacity",128*G,3,[],""),
("256GB","capacity",256*G,2,[],""),("512GB","capacity",512*G,1,[],""),("1TB","capacity",T,1,[],"")])

doc("ko01_tistory-nvme-m2", "ko", "tune",
 "http://angeleyes74.tistory.com/1291",
"""고사양 게이밍 PC에 대한 수요가 높아지면서 PC 성능의 발목을 잡는 주범인 스토리지 성능을 개선하기 위해 고성능 SSD를 찾는 사람이 늘어나고 있다. 그 동안 PC에 사용되던 주력 스토리지는 최대 600MB/s의 SATA 6Gbps 대역폭 한계에 묶여 있었지만, 요즘에는 PCIe 3.0 x4 NVMe 인터페이스로 최대 속도가 3,500MB/s에 달하는 M.2 SSD들이 각광을 받고 있다.

M.2 SSD는 초기에는 비교적 가격이 저렴한 SATA 방식을 많이 썼는데, SATA M.2 SSD는 크기만 줄었을 뿐 성능은 2.5인치 SATA SSD와 똑같은 SATA III 6Gbps 대역폭에 묶인다.
""", [("600MB/s","bandwidth",600*M,1,[],""),("6Gbps","link_speed",6e9,1,[],""),("3,500MB/s","bandwidth",3500*M,1,[],""),("6Gbps","link_speed",6e9,2,[],"")])

doc("ko02_etnews-samsung-sm1715", "ko", "check",
 "https://etnews.com/20141006000335",
"""삼성전자는 지난달 카드타입의 3.2테라바이트(TB) NVMe SSD(SM1715) 양산을 시작했다. 카드타입 SSD는 보드에 케이블로 연결하는 SATA 방식과 달리 직접 장비에 장착해 연결할 수 있어 케이블 방식보다 훨씬 빠른 데이터 전송이 가능하다.
삼성전자 NVMe SSD는 3차원 V낸드 플래시를 탑재하고 카드타입의 폼팩터를 적용해 기존 1TB 용량에 머물렀던 2.5인치 SSD의 용량 한계를 극복하며 3TB V낸드 SSD 시대를 연 것으로 평가된다.
""", [("3.2테라바이트","capacity",3.2*T,1,[],""),("1TB","capacity",T,1,[],""),("3TB","capacity",3*T,1,[],"")])

doc("de05_vergleich-m2-ssd-1tb", "de", "check",
 "https://www.vergleich.org/m-2-ssd-1tb/",
"""Das Wichtigste in Kürze
  • Die besten M.2-SSDs mit 1 TB weisen eine Lesegeschwindigkeit von bis zu 5.000 MB/s und eine Schreibgeschwindigkeit von über 4.000 MB/s auf. Im Schnitt lesen und schreiben 1 TB große M.2-SSDs von Samsung, Western Digital und Co um die 3.000 MB/s schnell, wenn sie mit einem NVMe-PCIe-Anschluss versehen sind.

2. Wie viele Gigabyte hat eine M.2-SSD mit 2 TB?

Ein Terabyte (TB) entspricht 1.000 Gigabyte (GB). Allerdings weisen nicht alle M.2-SSD-Festplatten mit 1 TB genauso viel Speicher auf, sondern haben teilweise auch nur 990 GB oder weniger.
""", [("1 TB","capacity",T,1,[],""),("5.000 MB/s","bandwidth",5000*M,1,[],""),("4.000 MB/s","bandwidth",4000*M,1,[],""),("1 TB","capacity",T,2,[],""),
("3.000 MB/s","bandwidth",3000*M,1,[],""),("2 TB","capacity",2*T,1,[],""),("1.000 Gigabyte","capacity",1000*G,1,[],""),("1 TB","capacity",T,3,[],""),("990 GB","capacity",990*G,1,[],"")])
