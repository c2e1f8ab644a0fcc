# tune11/check11: fresh real text, 2 articles each in ru, ko, zh (simplified), zh-Hant (Taiwan and Hong Kong sites), es, pt,
# en, de (one per language in each half). Texts are the `search` tool's stored excerpts (corpus "pages"; page chrome such as
# breadcrumbs, bylines, comment counters and related-article links dropped), cut at paragraph boundaries, at the last whole
# sentence before a cut-off fragment, or where the stored excerpt ends; each passed held_out_check.py. check11 is only scored.
# As in spec1-10, percentages, ratios (5배, 2-3x), rpm, prices, years and dates, temperatures, block and cluster sizes, queue
# depths, form factors and dimensions, weights, interface, PCIe, USB and software versions, speed-class names (class10, UHS1,
# "5G网卡", 千兆), lane counts, bits per cell, layer, chip and platter counts, part and model numbers and other counts are left
# out; a capacity inside a product name is kept (tag "name"). Unit definitions (1MB/s=8Mbps, 1 TB ... 1024 GB, KB = 1000
# bytes) are annotated as in spec6. Chip densities in gigabits are capacity in bytes (spec8). Amounts per minute (MB/Min) are
# bandwidth divided by 60. Months are a twelfth of a year, a year 365 days. None of the sites was in SOURCES.md before.
# Traditional-script Chinese is tagged "zh-Hant" (ids zt..) as in the shared dev sets; simplified stays "zh".
Y = 365*86400
H = 3600
D = 86400

doc("ru90_vikot-ssd-capacity-guide", "ru", "tune11",
 "https://viko-t.by/news/kakoj-ssd-vybrat",
"""Твердотельный накопитель (SSD) ускоряет загрузку операционной системы, программ, игр и обработки больших файлов. За счет этого значительно повышается общая производительность компьютера и ноутбука. При выборе твердотельного диска важно учитывать емкость SSD, форм-фактор, тип подключения, производительность, тип памяти.
Емкость SSD
Измеряется в гигабайтах (ГБ) или терабайтах (ТБ). В продаже встречаются модели от 120 ГБ до 16 ТБ. Емкость определяется программами, которые будут запускаться и храниться на компьютере:
- Операционные системы. Windows 11 ~25 ГБ, macOS Ventura: ~15-20 ГБ.
- Игры. Cyberpunk 2077 ~70 ГБ, Call of Duty: Warzone ~120 ГБ.
- Программы для работы. Microsoft Office ~3–5 ГБ, Adobe Photoshop ~2–4 ГБ, Blender ~1-2 ГБ.
- Файлы мультимедиа. 1 час видео в 4K ~20-30 ГБ, фотографии в RAW-формате ~20–50 МБ за файл.
Исходя из информации выше можно сделать вывод:
- Минимум для ОС и базовых приложений — 120–256 ГБ;
- Для работы с мультимедиа или игр — 512 ГБ–2 ТБ;
- Профессиональное использование (видеомонтаж, базы данных) — от 4 ТБ.
Тип памяти
В твердотельных накопителях данные сохраняются в специальных ячейках на микросхемах памяти.
""", [("120 ГБ","capacity",120*G,1,[],"'от 120 ГБ до 16 ТБ'; 'Windows 11', 'Cyberpunk 2077' and '4K' left out"),("16 ТБ","capacity",16*T,1,[],""),
("25 ГБ","capacity",25*G,1,[],"'~25 ГБ' approximate size"),("15","capacity",15*G,"15-20 ГБ",["unit_elsewhere"],"'~15-20 ГБ' range"),
("20 ГБ","capacity",20*G,"15-20 ГБ",[],"the string also sits inside the earlier '120 ГБ'"),("70 ГБ","capacity",70*G,1,[],""),("120 ГБ","capacity",120*G,2,[],"'Warzone ~120 ГБ'"),
("3","capacity",3*G,"3–5 ГБ",["unit_elsewhere"],"en-dash range '~3–5 ГБ'"),("5 ГБ","capacity",5*G,"3–5 ГБ",[],"'5 ГБ' also sits inside the earlier '25 ГБ'"),
("2","capacity",2*G,"2–4 ГБ",["unit_elsewhere"],""),("4 ГБ","capacity",4*G,"2–4 ГБ",[],""),
("1","capacity",G,"1-2 ГБ",["unit_elsewhere"],"hyphen range '~1-2 ГБ'"),("2 ГБ","capacity",2*G,"1-2 ГБ",[],""),
("1 час","duration",H,1,[],"'1 час видео в 4K' one hour of video"),("20","capacity",20*G,"20-30 ГБ",["unit_elsewhere"],""),
("30 ГБ","capacity",30*G,1,[],""),("20","capacity",20*M,"20–50 МБ",["unit_elsewhere"],"'~20–50 МБ за файл'"),("50 МБ","capacity",50*M,1,[],""),
("120","capacity",120*G,"120–256 ГБ",["unit_elsewhere"],""),("256 ГБ","capacity",256*G,1,[],""),
("512 ГБ","capacity",512*G,1,[],"'512 ГБ–2 ТБ': each end has its unit"),("2 ТБ","capacity",2*T,1,[],""),("4 ТБ","capacity",4*T,1,[],"'от 4 ТБ'")])

doc("ru91_yamobi-samsung-pm1633a", "ru", "check11",
 "https://yamobi.ru/posts/nachalis_postavki_samogo_vmestitelnogo_SSD_v_mire.html",
"""Компания Samsung отгрузипа первую партию твёрдотельной памяти SSD с рекордной для форм-фактора 2,5 дюйма ёмкостью 15,36 ТБ. На данный момент этот модуль является самым ёмким в мире среди SSD. Модель Samsung PM1633a предназначена для установки в системы хранения данных в дата-центрах. 

Начались поставки самого вместительного SSD в мире.

Samsung PM1633a выполнен в обычном для ноутбучных накопителей 2,5-дюймовом форм-факторе, хотя и заметно толще стандартных представителей данного класса. Его ёмкость достигает 15,36 ТБ. Для подключения используется интерфейс SAS 12 Гбит/с.

Устройство собрано из 512 чипов флэш-памяти, выполненных по технологии V-NAND, в которых ячейки размещены друг над другом в 48 слоев и каждая из них хранит по три бита данных. Один такой чип имеет емкость 32 ГБ. К серийному выпуску таких микросхем Samsung приступилав августе 2015 года. Помимо чипов памяти, в SSD стоят: фирменный контроллер Samsung и 16 ГБ оперативной памяти DRAM.

Накопитель оборудован интерфейсом Serial Attached SCSI (SAS) со скоростью передачи данных 12 Гбит/с. Скорость случайного чтения достигает 200000 IOPS, а случайно записи - 32000 IOPS.
""", [("15,36 ТБ","capacity",15.36*T,1,[],"decimal comma; typos 'отгрузипа', 'приступилав' as published; '2,5 дюйма' left out"),
("15,36 ТБ","capacity",15.36*T,2,[],""),("12 Гбит/с","link_speed",12e9,1,[],"SAS"),
("32 ГБ","capacity",32*G,1,[],"per chip; '512 чипов', '48 слоев', 'три бита' left out"),("16 ГБ","capacity",16*G,1,[],"DRAM"),
("12 Гбит/с","link_speed",12e9,2,[],""),("200000 IOPS","iops",200000,1,[],"random read"),("32000 IOPS","iops",32000,1,[],"random write")])

doc("ko90_mbn-samsung-nvme-card-ssd", "ko", "tune11",
 "https://m.mbn.co.kr/news-amp/1998742",
"""속도와 용량 한계를 돌파한 SSD(솔리드 스테이트 드라이브)가 탄생했다. SSD는 디스크에 데이터를 저장하는 기존 HDD(하드 디스크 드라이브)와 달리 USB메모리에 사용되는 반도체에 데이터를 기록함으로써 속도와 안정성을 높인 저장장치다.
삼성전자는 25일 3차원 V낸드플래시를 탑재한 카드 타입의 NVMe 규격 SSD 양산을 시작했다고 밝혔다. 이 제품은 기존 SSD 보다 처리속도가 5배 이상 빠르고 사상 처음으로 3TB라는 용량 한계를 극복한 제품이다.
새 SSD의 데이터 연속읽기 속도는 초당 3000MB에 달한다. 기존 SSD 제품의 연속읽기 속도는 초당 500~600MB에 머물렀다. 임의읽기 속도는 초당 75만회 입출력이 가능해 기존 제품보다 7배 이상 빠르다. 저장용량도 기존 최대 용량 1.6TB의 두 배인 3.2TB를 달성했다.
삼성전자는 HDD에 적합한 기존의 저장장치 규격인 SATA 규격을 포기하고 SSD에 최적화된 NVMe 규격을 채택함으로써 SSD 성능을 최대한으로 끌어올렸다. 또 SSD와 컴퓨터를 전선으로 연결하는 대신 카드 형태로 직접 장착하도록 해 전송 속도를 높였다. 특히 새 SSD의 기반이 되는 3차원 V낸드 플래시는 삼성전자만의 독보적인 기술로 반도체 셀을 세로로 쌓아 처리속도와 전력효율을 높인 제품이다.
삼성전자는 이번 신제품 양산으로 V낸드 SSD 라인업을 기존 PC용 SATA SSD에서 초고속 NVMe SSD까지 확대하게 됐다. 기업용 NVMe SSD 라인업으로 기존 2.5인치 형태의 800GB, 1.6TB 외에 카드 타입의 1.6TB와 3.2TB 까지 총 4가지 제품을 추가로 공급하게 된 것이다.
""", [("3TB","capacity",3*T,1,[],"'3TB라는 용량 한계'; the date '25일' and ratios (5배, 7배, 두 배) left out"),
("3000MB","bandwidth",3000*M,1,["unit_elsewhere"],"'초당 3000MB': per second written before the number"),
("500","bandwidth",500*M,"500~600MB",["unit_elsewhere"],"'초당 500~600MB' tilde range"),("600MB","bandwidth",600*M,1,["unit_elsewhere"],""),
("75만회","iops",750000,1,["unit_elsewhere"],"'초당 75만회 입출력' = 750,000 I/O operations per second, 만 = 10,000"),
("1.6TB","capacity",1.6*T,1,[],"previous maximum"),("3.2TB","capacity",3.2*T,1,[],""),
("800GB","capacity",800*G,1,[],"'2.5인치' and '4가지' left out"),("1.6TB","capacity",1.6*T,2,[],""),("1.6TB","capacity",1.6*T,3,[],""),
("3.2TB","capacity",3.2*T,2,[],"")])

doc("ko91_emetro-samsung-pm1643", "ko", "tune11",  # moved from check11: the same article is corpus/ko/emetro-samsung-pm1643.txt
 "http://company.emetro.co.kr/article/2018022000063",
"""삼성전자가 세계 최고의 반도체 기술을 활용해 최첨단 저장장치 시장을 다시 한 번 주도하고 나섰다. 풀HD(1920×1080) 화질의 영화 5700편을 한 번에 저장할 수 있는 세계 최대 용량 SSD(솔리드스테이트드라이브)를 본격 양산하기 시작한 것.
삼성전자는 30.72TB(테라바이트) SAS(Serial Attached SCSI) SSD(제품명 PM1643)를 출시했다고 20일 밝혔다. 기존 제품인 15.36TB SSD보다 용량과 성능을 두 배나 끌어올렸다.
삼성전자가 세계최초로 양산하는 '30.72TB(테라바이트) SAS SSD' 제품./삼성전자
이 제품은 SSD 이전의 대용량 저장장치인 하드 디스크 드라이브(HDD)를 포함해 현재 양산되는 단일 폼팩터 스토리지 중에서 가장 큰 용량을 자랑한다.
이로써 삼성전자는 2006년 울트라 모바일 PC(UMPC)용 32GB SSD를 출시한 지 12년 만에 1000배 용량의 초고용량 SSD 시장을 열게됐다.
이 제품은 2.5인치 크기에 1TB V낸드 패키지 32개와 초고속 전용 컨트롤러, 실리콘관통전극(TSV) 기술이 적용된 4GB D램 패키지 10개, 초고용량 전용 최신 펌웨어 기술을 탑재했다.
TSV란 D램 칩을 일반 종이 두께의 절반 수준으로 깎은 뒤 수천 개의 미세한 구멍을 뚫어 상단 칩과 하단 칩의 구멍을 수직으로 관통하는 전극을 연결하는 패키징 기술이다. SSD제품에 TSV 기술을 적용한 D램 패키지가 들어간 것은 이번이 처음이다.
삼성전자는 512Gb 3비트 V낸드를 16단으로 적층해 세계 최초로 1TB 낸드 패키지를 구현했다. 이를 32개나 탑재한 2.5인치 SSD 하나면 풀HD 영화 5700편의 용량을 저장할 수 있다.
또 기존 SSD의 9개 메인·서브 컨트롤러를 1개로 대체해 내부 공간 활용성도 높였다.
연속읽기와 쓰기 속도는 각각 초당 2100MB(메가바이트)와 1700MB로, PC에 주로 사용되는 SATA(Serial ATA) SSD""",
 [("30.72TB","capacity",30.72*T,1,[],"'30.72TB(테라바이트)'; resolution, '5700편', dates and ratios left out"),("15.36TB","capacity",15.36*T,1,[],""),
("30.72TB","capacity",30.72*T,2,[],"photo caption"),("32GB","capacity",32*G,1,[],"2006 UMPC SSD"),("12년","duration",12*Y,1,[],"'12년 만에' twelve years later"),
("1TB","capacity",T,1,[],"package; '32개', '10개' counts and '2.5인치' left out"),("4GB","capacity",4*G,1,[],"DRAM package"),
("512Gb","capacity",64*G,1,[],"chip density in gigabits; '3비트', '16단' left out"),("1TB","capacity",T,2,[],""),
("2100MB","bandwidth",2100*M,1,["unit_elsewhere"],"'초당 2100MB(메가바이트)'; the stored excerpt ends mid-sentence"),("1700MB","bandwidth",1700*M,1,["unit_elsewhere"],"")])

doc("zh90_knewsmart-nas-5g-nic", "zh", "tune11",
 "https://knewsmart.com/archives/273800",
"""相信有不少小伙伴入手NAS之后会发现,我们的机械硬盘传输速度可以到达200MB/s左右。但往NAS里存文件的时候,传输速度也就100MB/s左右。这其实是千兆网口造成的限制。那么如何突破这种速度限制呢?使用“USB接口的5G网卡”是一个不错的选择。
网络速率与文件读写速度
由于网络速率的常用单位是Mbps,而文件读写速度的常用单位是MB/s。不过因为这两个单位俗称读法都是“兆”,因此很容易混淆。MB/s中MB表示Million Bytes(百万字节),而当这个b小写时Mb表示Million bits(百万比特)。这样我们就可以看出来,这两个单位的差距就是比特和字节的差距。1Byte(字节)=8bit(比特),所以1MB/s=8Mbps。
因此我们不难看出,运营商的“千兆网络”(1000Mbps)对应的文件读写速度只有125MB/s。
也就是说,如果我们的NAS使用的是千兆网口,那么理论上最大读写速度也就125MB/s。再考虑到一些损耗,实际读写速度在100MB/s左右是很正常的。
那么如何突破这个限制呢?最简单的办法就是使用速率更快的网卡,比如“5G网卡”。
什么是“5G网卡”?
本文所探讨的“5G网卡”是指:通过USB接口转接的,能实现5Gbps传输速率的有线网卡。
在“5G网卡”中比较有代表性的产品就是威联通的QNA-UC5G1T。
它可以通过USB3.0接口(USB Type-A 或Type-C)让电脑或NAS获得5G网络连接能力。
这里可能有些小伙伴想问:为什么要选择5G这个并不算太常见的网络速率呢?
因为5G是USB 3.0的极限,USB 3.0的最大传输速率正好是5Gbps。另外一方面,USB 3.0是一种大家非常熟悉且非常普及的接口。2008年11月USB 3.0技术规范发布,距今已有15年了。
这意味着我们哪怕找一台10年前的机器,上面大概率也会有USB 3.0接口。那么有USB 3.0接口就能通过QNA-UC5G1T这种“5G网卡”进行转接,对网络进行升级。
""", [("200MB/s","bandwidth",200*M,1,[],"HDD speed; the TechWeb byline dropped"),("100MB/s","bandwidth",100*M,1,[],"over gigabit; '千兆网口' and the '5G网卡' device-type name (bare 'G' in a name) left out"),
("1Byte","capacity",1,1,[],"unit definition '1Byte(字节)=8bit(比特)'"),("8bit","capacity",1,1,[],"8 bits = 1 byte"),
("1MB/s","bandwidth",M,1,[],"unit definition '1MB/s=8Mbps'"),("8Mbps","link_speed",8e6,1,[],""),
("1000Mbps","link_speed",1e9,1,[],"'千兆网络'(1000Mbps)"),("125MB/s","bandwidth",125*M,1,[],""),("125MB/s","bandwidth",125*M,2,[],""),
("100MB/s","bandwidth",100*M,2,[],""),("5Gbps","link_speed",5e9,1,[],"'QNA-UC5G1T' is a model number"),
("5G","link_speed",5e9,"5G网络连接",["unit_elsewhere"],"'5G网络连接能力': bare 'G' for Gbit/s as a rate, not the card's type name"),
("5G","link_speed",5e9,"5G这个",["unit_elsewhere"],"'选择5G这个...网络速率'"),("5G","link_speed",5e9,"5G是USB",["unit_elsewhere"],"'因为5G是USB 3.0的极限'"),
("5Gbps","link_speed",5e9,2,[],""),("15年","duration",15*Y,1,[],"'距今已有15年'; the date '2008年11月' left out"),("10年","duration",10*Y,1,[],"'10年前的机器'")])

doc("zh91_higdublaw-ymtc-pc411", "zh", "check11",
 "https://m.higdublaw.com/1/981/981537_3.htm",
"""四、总结:能给消费者放心使用的OEM SSD
此前我们已经对PC411以及多款搭载长江存储晶栈Xtacking 3.0架构的NAND的SSD产品做过温度测试。
数据表明,PC411能在没有散热覆盖的情况下将长时间高负载读写的温度控制在50度左右,非常适合笔记本或者迷你主机这种没有足够空间安装SSD散热片的OEM PC产品。
这台雷神猎刃16笔记本所搭载的长江存储PC411 1TB SSD,实测以达到7118MB/s顺序读取速度和6372MB/s的顺序写入速度, 4K随机读取和写入则分别是89MB/s、318MB/s,达到了高度PCIe 4.0 SSD该有的表现。
另外,可能有同学会有疑问,PC411的顺序读取速度可以超过7300MB/s,为什么我们这里只测出了7118MB/s?
这是因为SSD在不同的平台下会有不同的性能表现。雷神猎刃16游戏本搭载的是Intel酷睿第13代i9-13900HX处理器,在顺序读取速度上与AMD平台有些许差距,但是却拥有更强的随机读写性能。
另外,我们还将SSD写入547GB数据,在可用空间还剩下43%的状态下进行了性能测试。
长江存储PC411 1TB SSD在绝大多数测试中都能达到空盘状态下98%左右的性能,所有的18项测试数据,仅有CrystalDiskMark的4K读取性能没有超过90%,平均下来能发挥出空盘时96.5%的性能,不用过于担心SSD会因为可用空间不足而出现性能大幅下降的情况。
能有这样的表现当然也是得益于晶栈Xtacking 3.0架构的NAND闪存的优异性能以及长江存储对主控细致的调校,让消费者能放心使用搭载PC411 SSD的PC产品。
""", [("1TB","capacity",T,1,["name"],"'PC411 1TB SSD'; '50度', percentages, '18项' and model numbers left out"),("7118MB/s","bandwidth",7118*M,1,[],"measured sequential read"),
("6372MB/s","bandwidth",6372*M,1,[],""),("89MB/s","bandwidth",89*M,1,[],"4K random read"),("318MB/s","bandwidth",318*M,1,[],""),
("7300MB/s","bandwidth",7300*M,1,[],"rated"),("7118MB/s","bandwidth",7118*M,2,[],""),("547GB","capacity",547*G,1,[],"data written before the test"),
("1TB","capacity",T,2,["name"],"")])

doc("zt90_pixnet-sd-card-reader-test", "zh-Hant", "tune11",
 "https://vf22c2w.pixnet.net/blog/category/1516279",
"""主要是拿來替換已經使用很久的SanDisk 2G記憶卡
不過老兄~你這張照片會這麼模糊!! 這是測試文應該有的「照騙」等級嗎?
請各位看倌恕罪其實是用小DC拍出來的!
你不滿意‧我也不滿意~~( 怎麼會差那麼多)
好~廢話不多說
新購一張SD卡之後,我手上剛剛好擁有三個世代的SD卡
而買這張新SD卡之後沒多久,我也購入了新一個世代的Phottix USB 3.0多合一讀卡機
既然測試設備俱全,那就測試一下到底差多少吧
這次測試有USB3.0讀卡機+USB2.0 port測試組 vs 筆電內建的USB1.0讀卡機 對照組
所以速度的差異真的非常明顯
廢話不多說!看資料吧~~
SanDisk 2G
(左邊使用筆電內建的讀卡機,應該只有USB1.0 寫入速度4.4MB/s,讀取2.4MB/s)
(右邊使用USB3.0讀卡機+筆電USB2.0 port 寫入約6MB/s,讀取13MB/s)
TS 4G SDHC class6
(左邊使用筆電內建的讀卡機,應該只有USB1.0 寫入速度3.3MB/s,讀取2.4MB/s)
(右邊使用USB3.0讀卡機+筆電USB2.0 port 寫入約14MB/s,讀取21MB/s)
Sandisk SDHC 16G class10 Extreme 30MB/s
(左邊使用USB3.0讀卡機+筆電USB2.0 port 寫入約26MB/s,讀取35MB/s)
(右邊使用筆電內建的讀卡機,應該只有USB1.0 寫入速度2.5MB/s,讀取5MB/s)
在這邊要解釋一下
為什麼使用筆電「內建的讀卡機」通常SD卡的速度都會呈現「龜速」狀況
當我把我的測試報告貼到某論壇之後,一位熱心的網友提醒我
其實大部分筆電內建的讀卡機,基本上僅止於「可以用」這種程度
想要有好一點的讀取或寫入速度,還是自己乖乖花個小錢去買專門的讀卡機比較實在一些
這邊有一個數據大家可以參考一下
USB 1.0/1.1 數據傳輸速率 1.5 Mbit/s (Low-Speed)與12 Mbit/s (Full-Speed)。
USB 2.0 數據傳輸速率 480 Mbit/s (現在稱作Hi-Speed)
High-speed 480 Mb/s
Full-speed 12 Mb/s
Low-speed 1.5 Mb/s
USB 3.0 數據傳輸速率 5 Gb/s (SuperSpeed )
""", [("2G","capacity",2*G,1,["name"],"'SanDisk 2G記憶卡': bare 'G' for GB; USB versions and class6/class10 left out"),("2G","capacity",2*G,2,["name"],""),
("4.4MB/s","bandwidth",4.4*M,1,[],"write over the built-in reader"),("2.4MB/s","bandwidth",2.4*M,1,[],""),
("6MB/s","bandwidth",6*M,1,[],"'寫入約6MB/s' (the string recurs inside the later '26MB/s')"),("13MB/s","bandwidth",13*M,1,[],""),
("4G","capacity",4*G,1,["name"],"'TS 4G SDHC'"),("3.3MB/s","bandwidth",3.3*M,1,[],""),("2.4MB/s","bandwidth",2.4*M,2,[],""),
("14MB/s","bandwidth",14*M,1,[],""),("21MB/s","bandwidth",21*M,1,[],""),("16G","capacity",16*G,1,["name"],"'SDHC 16G'"),
("30MB/s","bandwidth",30*M,1,["name"],"rated speed in the product name 'Extreme 30MB/s'"),("26MB/s","bandwidth",26*M,1,[],""),
("35MB/s","bandwidth",35*M,1,[],""),("2.5MB/s","bandwidth",2.5*M,1,[],""),("5MB/s","bandwidth",5*M,"讀取5MB/s",[],"the string also sits inside '35MB/s' and '2.5MB/s'"),
("1.5 Mbit/s","link_speed",1.5e6,1,[],""),("12 Mbit/s","link_speed",12e6,1,[],""),("480 Mbit/s","link_speed",480e6,1,[],""),
("480 Mb/s","link_speed",480e6,1,[],""),("12 Mb/s","link_speed",12e6,1,[],""),("1.5 Mb/s","link_speed",1.5e6,1,[],""),("5 Gb/s","link_speed",5e9,1,[],"")])

doc("zt91_ezone-pcie4-aorus-ssd", "zh-Hant", "check11",
 "https://ezone.hk/article/2395308/pci-e-4-0-x4-ssd-%E6%A5%B5%E8%87%B4%E5%AD%98%E5%8F%96%E6%95%88%E8%83%BD%E5%AF%A6%E8%A9%A6-5gb-s-%E8%AE%80%E9%80%9F-4-3gb-s-%E5%AF%AB%E9%80%9F",
"""PCI-E 4.0 x4 SSD 極致存取效能實試 5GB/s 讀速‧4.3GB/s 寫速!

PCI-E 4.0 x4 SSD 極致存取效能實試   5GB/s 讀速‧4.3GB/s 寫速!

AMD 在 7 月 7 日震撼 DIY 硬件市場,Ryzen 3000 處理器配以 X570 晶片,正式支援 PCI-E 4.0 介面,就連 PCI-E 4.0 x4 訊號規格的 M.2 SSD 都有了。經 ezone.hk 實測,最高順序讀速超逾 5GB/s,最高順序寫速也有 4.26GB/s!以往 PCI-E 3.0 x4 M.2 SSD,最高順序讀速及寫速,均難以 超越 3.2GB/s,可見 PCI-E 4.0 x4 M.2 SSD 已成新世代「頭號」最快存取裝置。

AMD Ryzen 9 3900X 十二核心處理器評測報道,ezone.hk 讀者請 【按此開啟】。今次 AMD 官方同時提供 提供 「GIGABYTE AORUS NVMe Gen4 M.2 SSD 2TB」,讓傳媒有機會實測 PCI-E 4.0 x4 M.2 SSD 的儲存速度真正實力。SSD 容量愈大,單顆快閃記憶體容量愈高,理論效能也愈快。

此 M.2 SSD 使用台灣 Phison 最新 PS5016-E16 控制器,焊上南韓 SK Hynix H5AN8G8NCJ DDR4 1GB 顆粒作為緩存記憶體,與及 4 顆日本 Toshiba BiCS3 96-Layer 3D TLC 快閃記憶體;每顆 3D TLC 高達 512GB 容量。測試在 Ryzen 9 3900X 及 X570 晶片平台下執行。

PCI-E 4.0 x4 SSD 極致存取效能實試   5GB/s 讀速‧4.3GB/s 寫速!
使用全新 Phison PS5016-E16 控制器。

PCI-E 4.0 x4 SSD 極致存取效能實試   5GB/s 讀速‧4.3GB/s 寫速!
《CrystalDiskInfo》偵測結果,證實受測 SSD 正在使用 PCI-E 4.0 x4 訊號模式。

理論存取效能測試

PCI-E 4.0 x4 SSD 極致存取效能實試   5GB/s 讀速‧4.3GB/s 寫速!

分析:讀速 5GB/s‧寫速 4.3GB/s

測試數據可見,PCI-E 4.0 x4 M.2 SSD 效能非常誇張,《CrystalDiskMark》實際最高順序讀速及寫速分別 5,014.4MB/s、4,264.0MB/s,最高讀速超逾 5GB/s!
""", [("5GB/s","bandwidth",5*G,1,[],"headline; byline and related-article links dropped, the headline recurs as image captions"),("4.3GB/s","bandwidth",4.3*G,1,[],""),
("5GB/s","bandwidth",5*G,2,[],"caption"),("4.3GB/s","bandwidth",4.3*G,2,[],""),("5GB/s","bandwidth",5*G,3,[],"'超逾 5GB/s'; date, '3000', '12 核心' and model numbers left out"),
("4.26GB/s","bandwidth",4.26*G,1,[],""),("3.2GB/s","bandwidth",3.2*G,1,[],"PCIe 3.0 ceiling"),("2TB","capacity",2*T,1,["name"],"'GIGABYTE AORUS NVMe Gen4 M.2 SSD 2TB'"),
("1GB","capacity",G,1,[],"DDR4 cache; the part number 'H5AN8G8NCJ', '4 顆' and '96-Layer' left out"),("512GB","capacity",512*G,1,[],"per NAND package"),
("5GB/s","bandwidth",5*G,4,[],"caption"),("4.3GB/s","bandwidth",4.3*G,3,[],""),("5GB/s","bandwidth",5*G,5,[],"caption"),("4.3GB/s","bandwidth",4.3*G,4,[],""),
("5GB/s","bandwidth",5*G,6,[],"caption"),("4.3GB/s","bandwidth",4.3*G,5,[],""),("5GB/s","bandwidth",5*G,7,[],"'分析:讀速 5GB/s'"),("4.3GB/s","bandwidth",4.3*G,6,[],""),
("5,014.4MB/s","bandwidth",5014.4*M,1,[],"comma grouping and decimal point"),("4,264.0MB/s","bandwidth",4264.0*M,1,[],""),("5GB/s","bandwidth",5*G,8,[],"")])

doc("es90_centrodeayudarojo-storage-compare", "es", "tune11",
 "https://sites.google.com/view/centrodeayudarojo/métodos-de-almacenamiento",
"""Comparativa de métodos de almacenamiento
Disco mecánico dentro del ordenador; usa platos giratorios para leer/escribir datos.
Tecnología
Mecánico
Capacidad :
Muy alta: 1–10 TB (algunos modelos llegan a 20 TB).
Velocidad
Media-baja: 80–160 MB/s.
Coste
Bajo: 20–40 € por TB.
Unidad electrónica sin partes móviles; instalada dentro del equipo.
Capacidad :
Media-alta: 256 GB–4 TB (modelos premium hasta 8 TB).
Velocidad :
Muy alta: 500–7.000 MB/s según tipo.
Coste
Medio-alto: 50–150 € por TB.
Se conecta por USB para transportar o guardar datos fuera del equipo.
CAPACIDAD:
HDD externos: 500 GB – 20 TB
SSD externos: 250 GB – 8 TB
VELOCIDAD:
HDD: 80 – 160 MB/s
SSD: 700 – 3,000 MB/s
COSTE:
HDD: bajo coste por TB.
SSD: más caro, pero mucho más rápido.
CAPACIDAD:
USB :16 GB – 1 TB
VELOCIDAD:
USB 2.0: 40 MB/s aprox.
USB 3.0: 100–500 MB/s
COSTE:
USB: muy bajo coste.
Es un dispositivo con uno o varios discos HDD/SSD gestionados con sistemas de archivos especiales. Se conecta al router mediante Ethernet y permite el acceso desde cualquier equipo de la red o incluso desde Internet.
Utiliza RAID para mejorar seguridad y rendimiento, e incorpora un sistema operativo propio (como Synology DSM o QNAP QTS). Además, ofrece funciones avanzadas como copias de seguridad automáticas, servidor multimedia y de archivos, vigilancia mediante cámaras, virtualización ligera y sincronización tipo “nube privada”.
En el almacenamiento en la nube, los archivos se guardan en servidores lejanos y seguros. Estos archivos se sincronizan automáticamente entre todos tus dispositivos, y se copian en varios centros de datos para evitar pérdidas. Puedes acceder a ellos desde cualquier lugar con Internet. Una aplicación se encarga de subir, sincronizar y hacer copias de seguridad de tus archivos, y además los datos van cifrados para mayor seguridad.
""", [("1","capacity",T,"1–10 TB",["unit_elsewhere"],"en-dash range; prices per TB (20–40 €, 50–150 €) left out"),("10 TB","capacity",10*T,1,[],""),
("20 TB","capacity",20*T,1,[],""),("80","bandwidth",80*M,"80–160 MB/s",["unit_elsewhere"],""),("160 MB/s","bandwidth",160*M,1,[],""),
("256 GB","capacity",256*G,1,[],"'256 GB–4 TB'"),("4 TB","capacity",4*T,1,[],""),("8 TB","capacity",8*T,1,[],""),
("500","bandwidth",500*M,"500–7.000",["unit_elsewhere"],""),("7.000 MB/s","bandwidth",7000*M,1,[],"dot grouping"),
("500 GB","capacity",500*G,1,[],"'500 GB – 20 TB' spaced dash"),("20 TB","capacity",20*T,2,[],""),("250 GB","capacity",250*G,1,[],""),("8 TB","capacity",8*T,2,[],""),
("80","bandwidth",80*M,"80 – 160",["unit_elsewhere"],""),("160 MB/s","bandwidth",160*M,2,[],""),
("700","bandwidth",700*M,"700 – 3,000",["unit_elsewhere"],""),
("3,000 MB/s","bandwidth",3000*M,1,[],"comma grouping in a Spanish text that writes '7.000' elsewhere; the range from 700 makes it 3000, not 3"),
("16 GB","capacity",16*G,1,[],"'USB :16 GB – 1 TB'"),("1 TB","capacity",T,1,[],""),("40 MB/s","bandwidth",40*M,1,[],"USB versions left out"),
("100","bandwidth",100*M,"100–500 MB/s",["unit_elsewhere"],""),("500 MB/s","bandwidth",500*M,1,[],"")])

doc("es91_silverfenix7-hdd-warranty-cuts", "es", "check11",
 "https://silverfenix7.wordpress.com/tag/seagate/",
"""Reducción del tiempo de garantía de los discos duros (Seagate y Western Digital)


Si no había bastante con la subida de precios de los discos duros (Su precio se ha duplicado o triplicado) debido a las inundaciones que ha habido recientemente a finales de octubre en Thailandia (Más información en esta entrada del Blog), ahora los dos grandes fabricantes de discos duros (Seagate y Western Digital/WD) han decidido reducir la garantia de sus discos duros (Hasta hace poco los discos duros solían tener entre 3 y 5 años de garantía (Según marca y/o modelo) con el fabricante; otra cosa distinta es la garantía que da la tienda donde se compre el disco duro):

Seagate (El año pasado en 2011 compró la división de discos duros de Samsung y hace unos años (En 2006) compró Maxtor, más información en esta entrada del Blog) ha reducido la garantia a:

  • 1 año para los Barracuda, Barracuda Green (Barracuda LP) de 3,5″ (Sobremesa) y Momentus de 5.400 y 7.200 Rpms de 2,5″ (Portátil), anteriormente tenían entre 3 y 5 años de garantía.
  • 2 años para los SV35 Series y Pipeline HD/Mini; anteriormente tenían 5 años de garantía.
  • 3 años para los Constallation 2/ES.2, Barracuda XT y momentus XT; anteriormente tenían 5 años de garantía.
  • Así mismo es de suponer que otros discos duros (Ej: Discos duros SCSI/SAS de 10.000 y 15.000 Rpms) de este fabricante mantienen su tiempo de garantía.

Este recorte de garantía se hizo efectivo el pasado 31 de diciembre de 2011, Seagate ha alegado que prefiere invertir en desarrollar mejores productos (Aunque sea a costa de reducir sus fondos de garantía).

Western Digital/WD (El año pasado en 2011 compró la división de discos de Hitachi, más información en esta entrada del Blog) ha reducido la garantias en sus series:

  • Caviar Green y Caviar Blue de 3,5″ (Sobremesa) y Scorpio Blue de 2,5″ (Portátil) pasan de 3 años de garantia a 2 años.
""", [("3","duration",3*Y,"3 y 5 años de garantía (",["unit_elsewhere"],"'entre 3 y 5 años' warranty range; years, dates, rpm and 3,5″/2,5″ left out"),
("5 años","duration",5*Y,1,[],""),("1 año","duration",Y,1,[],"'1 año para los Barracuda'"),
("3","duration",3*Y,"3 y 5 años de garantía.",["unit_elsewhere"],"previous warranty"),("5 años","duration",5*Y,2,[],""),
("2 años","duration",2*Y,1,[],""),("5 años","duration",5*Y,3,[],""),("3 años","duration",3*Y,1,[],"'Constallation 2/ES.2' model names left out"),
("5 años","duration",5*Y,4,[],""),("3 años","duration",3*Y,2,[],"WD"),("2 años","duration",2*Y,2,[],"")])

doc("pt90_monteseugamer-microsd-classes", "pt", "tune11",
 "https://monteseugamer.blogspot.com/2017/05",
"""Muitas variáveis alteram o desempenho real do celular, não permita que o cartão SD seja o gargalo de desempenho do seu celular. Neste post te damos todo o material necessário sobre o que se deve levar em consideração na escolha de um cartão Micro SD para o seu smartphone.
Classe
É aquele número pequenino ao meio de um pequeno círculo no cartão, é quase uma segmentação por velocidade do cartão, visto que os classes 4 antigos não faziam 15MB/s, os mais rápidos faziam 30MB/s. Em 2009 começou a chegar ao mercado brasileiro cartões de 45MB/s mais acessíveis até o boom que nos trouxe aos dias atuais.
Classe 10
Praticamente todos os cartões MicroSD disponíveis nad lojas hoje dão classe 10, porque o parâmetro mais comum hoje é o tipo (SDHC, SDXC), por isso a grande maioria já é classe 10.
Classe 8/6
Há alguns anos somente aparelhos mais caros aceitavam classes mais altas/rápidas. Então o máximo que se podia fazer era usar cartões de classes intermediárias, hoje nem existem mais. Na época, 2011+-, algumas ROMs não aceitavam qualquer classes, particionar e o formato eram um problema também(ext3/ext4)
Classe 4
É o mais barato, geralmente quando se compra um aparelho qualquer o SD incluso é um classe 4 - uma estratégia falha das empresas, visto que se vendessem com um cartão R$15,00 ($4.50) mais caro, o desempenho seria otimizado e os consumidores falariam melhor, além do produto realmente se sair melhor em comparação com os outros que vem com classe 4 inclusa.
Classe
Class
|
Minimum Speed
|
2
|
2MB/s
|
4
|
4MB/s
|
6
|
6MB/s
|
8
|
8MB/s
|
10
|
10MB/s
|
Tipo
SD
O mais comum, de 128MB a 2GB, estão formatados em FAT16.
HC
É a versão de Alta Capacidade, possui de 4GB a 128GB e o padrão e FAT32.
XC
O Capacidade Extendida (abrevidado para XC) é uma tecnologia para dispositivos de 2010+, vai de 64GB+ (conhecido até 2TB), o formato exFAT.
""", [("15MB/s","bandwidth",15*M,1,[],"class names (classe 4, 10, 8/6), years, prices and FAT/exFAT left out"),("30MB/s","bandwidth",30*M,1,[],""),
("45MB/s","bandwidth",45*M,1,[],""),("2MB/s","bandwidth",2*M,1,[],"class table, one cell a line; the class numbers themselves are names"),
("4MB/s","bandwidth",4*M,1,[],""),("6MB/s","bandwidth",6*M,1,[],""),("8MB/s","bandwidth",8*M,1,[],""),("10MB/s","bandwidth",10*M,1,[],""),
("128MB","capacity",128*M,1,[],"'de 128MB a 2GB'"),("2GB","capacity",2*G,1,[],""),("4GB","capacity",4*G,1,[],"'de 4GB a 128GB' (as published; SDHC ends at 32GB)"),
("128GB","capacity",128*G,1,[],"literal value kept"),("64GB","capacity",64*G,1,[],"'64GB+'"),("2TB","capacity",2*T,1,[],"")])

doc("pt91_testatudo-wd-black-sn8100", "pt", "check11",
 "https://testatudo.com.br/post/wd-black-sn8100-sandisk-anuncia-ssd-nvme-com-desempenho-recorde",
"""O SSD mais rápido do mundo?

A Sandisk acaba de revelar seu mais novo SSD NVMe, o WD Black SN8100, compatível com PCIe Gen 5.0. Com velocidades impressionantes de até 14.900MB/s em leitura e 14.000MB/s em gravação, a fabricante não hesita em chamá-lo de "o mais rápido do mundo". Mas será que ele realmente merece esse título?

SSD com e sem heatsink

Na verdade, essa não é a primeira vez que vemos um SSD atingir 14.900MB/s. A chinesa UNIS já havia anunciado um drive com a mesma velocidade no final de março. O diferencial do WD Black SN8100 está no desempenho randômico, onde ele supera a concorrência com 2.300K IOPS tanto em leitura quanto em gravação.

Batalha de gigantes no mercado de SSDs

Quando comparado a outros modelos premium, o cenário fica mais interessante. O Kingston Renegade G5 e o Samsung 9100 Pro oferecem números bem próximos - o da Samsung chega a superar o SN8100 em gravação randômica com 2.600K IOPS. Mas todos esses drives compartilham velocidades sequenciais quase idênticas, girando em torno dos 14.800MB/s a 14.900MB/s.

Imagem destaca velocidade do WD Black SN8100

O que chama atenção é como a Sandisk está empurrando os limites do PCIe 5.0. Eles conseguiram extrair desempenho máximo dessa interface enquanto mantêm um consumo de energia relativamente baixo - algo que poucas fabricantes conseguiram equilibrar até agora.

Disponibilidade e preços

Os novos drives já estão à venda no site oficial da Sandisk nos EUA, com três capacidades:

  • 1TB: US$ 180 (cerca de R$ 1.010)

  • 2TB: US$ 280 (cerca de R$ 1.571)

  • 4TB: US$ 550 (cerca de R$ 3.086)

Vale notar que apenas o modelo de 4TB atinge as velocidades máximas anunciadas. A versão de 1TB fica em "apenas" 11.000MB/s - ainda assim, um número impressionante para a maioria dos usuários. A Sandisk também confirmou que versões com heatsink chegarão em breve, por US$ 20 a mais em cada capacidade.
""", [("14.900MB/s","bandwidth",14900*M,1,[],"dot grouping; PCIe versions and model numbers (SN8100, 9100) left out"),("14.000MB/s","bandwidth",14000*M,1,[],""),
("14.900MB/s","bandwidth",14900*M,2,[],""),("2.300K IOPS","iops",2.3e6,1,[],"'2.300K' = 2,300 thousand"),("2.600K IOPS","iops",2.6e6,1,[],""),
("14.800MB/s","bandwidth",14800*M,1,[],""),("14.900MB/s","bandwidth",14900*M,3,[],""),
("1TB","capacity",T,1,[],"price list; prices (US$, R$) left out"),("2TB","capacity",2*T,1,[],""),("4TB","capacity",4*T,1,[],""),
("4TB","capacity",4*T,2,[],""),("1TB","capacity",T,2,[],""),("11.000MB/s","bandwidth",11000*M,1,[],"")])

doc("en90_mattgadient-low-power-nas", "en", "tune11",
 "https://mattgadient.com/9w-idle-creating-a-low-power-home-nas-file-server-with-4-storage-drives/",
"""9w idle: creating a low power home NAS / file server with 4 storage drives

Currently if you pay a somewhat average rate for electricity, the math works out pretty nicely: 1W = $1/year (approx) in electricity for something running 24/7. Subtract a little if you pay to heat your home, and add a little for extra heat if you pay for A/C.

I needed to put together a NAS / file server to replace an old power-hungry one. This time I was looking to do better in terms of power usage, and spend a bit less.

I started by looking at my most recent (non-NAS) machines. The most recent machine I put together ran an i3-6300 which I wrote about at Building a low power PC on Skylake – 10 watts idle. It idled at 10 watts (spoiler) and pulled 56-58 watts running Prime95 depending on the undervolt. Both measurements taken from the wall. However, it was being used as a typical desktop machine.

My laptop with a Kaby Lake (R) manages 5-8W at idle (and that includes the screen!). While I’d obviously have a very hard time hitting that in a desktop machine with off-the-shelf components, I was hoping to build something that would at least idle in the 6-8W ballpark.

Was I successful? Let’s find out!

Hard Drives

Normally I’d start at the CPU/motherboard but this is a situation where X relies on Y which relies on Z. It’s easier to start with Z.

In How to shuck the Seagate Expansion 4TB portable (STEA4000400), and why…, I talked about 2.5″ drives pulling about 1-2 watts whereas 3.5″ drives tended to pull from 3-10 watts.

Let’s look at some data for current Seagate SMR drives.

2.5″ 5TB3.5″ 5TB3.5″ 8TB
spinup max3.75w10-24w10-24w
write2.10w~5.5w~7.5w
read1.9w~5.5w~7.5w
idle1.3w~3.5w~5.0w
idle low power0.85w??
standby/sleep0.18wunder 0.75wunder 0.75w

The chart uses SMR variants because that’s the only place you can get high-capacity 2.5″ drives. The reality is the 3.5″ drives tend to use at least 2-3x more power across the board.
""", [("9w","power",9,1,[],"title, lower-case 'w'; '4 storage drives' is a count"),("1W","power",1,1,[],"'1W = $1/year' (the price and '24/7' left out)"),
("10 watts","power",10,1,[],"title of an earlier article; 'i3-6300' and 'Prime95' are names"),("10 watts","power",10,2,[],""),
("56","power",56,"56-58 watts",["unit_elsewhere"],"hyphen range"),("58 watts","power",58,1,[],""),
("5","power",5,"5-8W",["unit_elsewhere"],""),("8W","power",8,1,[],"'5-8W'"),("6","power",6,"6-8W",["unit_elsewhere"],""),("8W","power",8,2,[],"'6-8W'"),
("4TB","capacity",4*T,1,["name"],"'Seagate Expansion 4TB portable'; the part number 'STEA4000400' and 2.5″/3.5″ left out"),
("1","power",1,"1-2 watts",["unit_elsewhere"],""),("2 watts","power",2,1,[],""),("3","power",3,"3-10 watts",["unit_elsewhere"],""),("10 watts","power",10,3,[],"'3-10 watts'"),
("5TB","capacity",5*T,1,[],"table flattened as stored: header cells run together ('5TB3.5″')"),("5TB","capacity",5*T,2,[],""),("8TB","capacity",8*T,1,[],""),
("3.75w","power",3.75,1,[],"'spinup max3.75w10-24w10-24w': row label and cells run together"),
("10","power",10,"3.75w10-24w",["unit_elsewhere"],"'10-24w' range glued to the previous cell"),("24w","power",24,1,[],""),
("10","power",10,"24w10-24w",["unit_elsewhere"],"second '10-24w'"),("24w","power",24,2,[],""),
("2.10w","power",2.10,1,[],"'write2.10w'"),("5.5w","power",5.5,1,[],"'~5.5w'"),("7.5w","power",7.5,1,[],""),
("1.9w","power",1.9,1,[],""),("5.5w","power",5.5,2,[],""),("7.5w","power",7.5,2,[],""),
("1.3w","power",1.3,1,[],""),("3.5w","power",3.5,1,[],""),("5.0w","power",5.0,1,[],""),("0.85w","power",0.85,1,[],"'idle low power0.85w??'"),
("0.18w","power",0.18,1,[],""),("0.75w","power",0.75,1,[],"'under 0.75w' run together with the previous cell"),("0.75w","power",0.75,2,[],"'2-3x' left out")])

doc("en91_acex-lexar-s75-crystaldiskmark", "en", "check11",
 "https://www.acex.com.au/usb-3-0-flash-drive-readwrite-performance-how-is-it/",
"""USB Flash Drive also known as USB stick, thumb drive, pen drive, jump drive, flash-drive or USB memory evolved from first generation to 2.0 and 3.0 standard and in 2015, 4th generation 3.1 standard was introduced.  The USB 3.0 interface specifies transfer rates up to 5 Gbit/s (625 MB/s) and USB 3.1 type-C flash drives gets read/write speeds of around 530 MB/s.

I was a little excited to get hold of a Lexar Jump Drive S75 128GB USB 3.0 Flash Drive as according to the product specifications it gives me Read Speed 150 MB/s and Write Speed 60 MB/s.  I thought I do not have to carry around an external hard drive containing utility software for my clients any longer.

Then I tested the Jump Drive using my PC’s USB 3.0 port transferring files to the drive and reading files on the drive.  It was not super fast but I felt much better than previous USB 2.0 generation drives.    So, I’ve decided to score the Jump Drive’s performance using famous Crystal DiskMark.  It gave me a surprising result as the below image.

CrystalDiskMark 5.2.1 x64 (C) 2007-2017 hiyohiyo
* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]
* KB = 1000 bytes, KiB = 1024 bytes

Sequential Read (Q= 32,T= 1) : 128.749 MB/s
Sequential Write (Q= 32,T= 1) : 96.680 MB/s
Random Read 4KiB (Q= 32,T= 1) :  5.103 MB/s [  1245.8 IOPS]
Random Write 4KiB (Q= 32,T= 1)   0.641 MB/s [   156.5 IOPS]
Sequential Read (T= 1) :       136.316 MB/s
Sequential Write (T= 1) :       98.146 MB/s
Random Read 4KiB (Q= 1,T= 1) :   4.139 MB/s [  1010.5 IOPS]
Random Write 4KiB (Q= 1,T= 1) :  0.579 MB/s [   141.4 IOPS]
Test:100 MiB [L: 6.6% (7.8/119.2 GiB)] (x5) [Interval=5 sec]
Date : 27/05/2017 9:41:29
OS : Windows 10 Pro  [1703 Build 15063.296] (x64)
Lexar Jump Drive S75 128GB USB 3.0

It’s actually giving me more than spec speed of writing capability.  Just for my curiosity I ran Crystal DiskMark on my operating system installed SSD (Solid State Drive).
""", [("5 Gbit/s","link_speed",5e9,1,[],"USB generations, versions and the year left out"),("625 MB/s","bandwidth",625*M,1,[],""),("530 MB/s","bandwidth",530*M,1,[],""),
("128GB","capacity",128*G,1,["name"],"'Lexar Jump Drive S75 128GB'"),("150 MB/s","bandwidth",150*M,1,[],"rated read"),("60 MB/s","bandwidth",60*M,1,[],"rated write"),
("1,000,000 bytes/s","bandwidth",M,1,[],"CrystalDiskMark's unit definition; the version and copyright years left out"),
("600,000,000 bytes/s","bandwidth",600*M,1,[],"'SATA/600 = ...'"),("1000 bytes","capacity",1000,1,[],"'KB = 1000 bytes'"),("1024 bytes","capacity",1024,1,[],"'KiB = 1024 bytes'"),
("128.749 MB/s","bandwidth",128.749*M,1,[],"queue depths, thread counts and '4KiB' block sizes left out"),("96.680 MB/s","bandwidth",96.680*M,1,[],""),
("5.103 MB/s","bandwidth",5.103*M,1,[],""),("1245.8 IOPS","iops",1245.8,1,[],""),("0.641 MB/s","bandwidth",0.641*M,1,[],""),("156.5 IOPS","iops",156.5,1,[],""),
("136.316 MB/s","bandwidth",136.316*M,1,[],""),("98.146 MB/s","bandwidth",98.146*M,1,[],""),("4.139 MB/s","bandwidth",4.139*M,1,[],""),
("1010.5 IOPS","iops",1010.5,1,[],""),("0.579 MB/s","bandwidth",0.579*M,1,[],""),("141.4 IOPS","iops",141.4,1,[],""),
("100 MiB","capacity",100*2**20,1,[],"test size, binary unit"),("7.8","capacity",7.8*2**30,"7.8/119.2 GiB",["unit_elsewhere"],"used of total; '6.6%' and 'x5' left out"),
("119.2 GiB","capacity",119.2*2**30,1,[],""),("5 sec","duration",5,1,[],"'Interval=5 sec'; the date and time stamp and OS build left out"),
("128GB","capacity",128*G,2,["name"],"")])

doc("de90_digicam-beratung-card-reader-method", "de", "tune11",
 "https://www.digicam-beratung.de/testverfahren-kartenleser-v2.htm",
"""Mein Testverfahren zur Ermittlung der Schreib- und Lesegeschwindigkeit von Speicherkarten, Kartenlesern und mobilen Fotospeichern soll einen praxisnahen Anhaltswert für die Kaufentscheidung bieten.
Daher werden mit einem Dateimanager (TotalCommander 7.55) unter Windows 7 (32-bit) 512 MB JPG-Dateien (jeweils ca. 3,5 MB groß) kopiert. Die angezeigte Kopiergeschwindigkeit wird gemittelt und auf MB/Minute umgerechnet. Um Sicherzustellen das der Cache des Betriebssystems die Ergebnisse nicht beeinflusst wird die Speicherkarte vor dem Auslesen einmal aus dem Kartenleser entfernt. Die Geschwindigkeit von Fotospeichern wird mittels Stoppuhr über 3 Testläufe ermittelt.
Systemnahe Test-Tools kommen in der Regel zu höheren Ergebnissen.
Testplattform ist ein PC mit Intel Core2Duo 3GHz Prozessor, IP35+ Chipsatz und einer Sandforce-SSD.
Im Idealfall kann mit USB 2.0 maximal 1800 MB/Min übertragen werden. Mit USB 3.0 sind theoretisch 12.600 MB/Min erreichbar.
Soweit nicht anders angegeben werden folgende Speicherkarten für die Tests verwendet:
Typ | Größe | Bezeichnung | lesen max. | schreiben max. |
SDXC | 64 GB | Toshiba Class10 UHS1 | 1.107 MB/Min | 703 MB/Min |
SDHC | 4 GB | Lexar 133x | 1.113 MB/Min | 961 MB/Min |
CF | 1 GB | SanDisk Extreme III | 1.055 MB/Min | 773 MB/Min |
MemoryStick Pro Duo | 512 MB | SanDisk Ultra | 908 MB/Min | 457 MB/Min |
xD-M | 512 MB | Olympus Type-M | 357 MB/Min | 117 MB/Min |
Mit schnelleren Speicherkarten können u.U. auch bessere Ergebnisse erzielt werden.
""", [("512 MB","capacity",512*M,1,[],"test set; software versions, '32-bit' and '3 Testläufe' left out"),("3,5 MB","capacity",3.5*M,1,[],"'ca. 3,5 MB' per file"),
("3GHz","frequency",3e9,1,[],"test PC CPU clock"),("1800 MB/Min","bandwidth",1800*M/60,1,[],"megabytes per minute: 30 MB/s"),
("12.600 MB/Min","bandwidth",12600*M/60,1,[],"dot grouping: 210 MB/s"),("64 GB","capacity",64*G,1,[],"table; speed classes and '133x' left out"),
("1.107 MB/Min","bandwidth",1107*M/60,1,[],"dot grouping"),("703 MB/Min","bandwidth",703*M/60,1,[],""),
("4 GB","capacity",4*G,"| 4 GB",[],"the string also sits inside '64 GB'"),("1.113 MB/Min","bandwidth",1113*M/60,1,[],""),("961 MB/Min","bandwidth",961*M/60,1,[],""),
("1 GB","capacity",G,1,[],""),("1.055 MB/Min","bandwidth",1055*M/60,1,[],""),("773 MB/Min","bandwidth",773*M/60,1,[],""),
("512 MB","capacity",512*M,2,[],""),("908 MB/Min","bandwidth",908*M/60,1,[],""),("457 MB/Min","bandwidth",457*M/60,1,[],""),
("512 MB","capacity",512*M,3,[],""),("357 MB/Min","bandwidth",357*M/60,1,[],""),("117 MB/Min","bandwidth",117*M/60,1,[],"")])

doc("de91_idealo-35-zoll-festplatten", "de", "check11",
 "https://www.idealo.at/preisvergleich/ProductCategory/3011F256423.html",
"""Festplatte 3,5 Zoll im Vergleich
Auf einen Blick:
- Festplatten mit Formfaktor 3,5 Zoll sind weit verbreitet und bei Anwendern beliebt.
- Das Format erlaubt einen idealen Kompromiss aus Leistungsfähigkeit und Baugröße.
- Bei Kapazität, Anschlüssen und Preis existieren große Unterschiede.
Alles zu Speicherkapazität und Puffer
Auch bei internen Festplatten haben sich im Laufe der Zeit bestimmte Maße und Normen etabliert. Diese Standardisierung hat den Vorteil, dass die Hardware schnell und leicht in viele unterschiedliche PCs eingebaut werden kann. Im 3,5-Zoll-Festplatten-Bereich sind vor allem Kapazitätswerte wie 1 oder 2 Terabyte beliebt. Auf dem Markt sind sogar Modelle mit bis zu 10 TB erhältlich. Daneben gibt es aber auch weiterhin Festplatten mit weniger als 1 TB zu kaufen. Ein sehr gutes Verhältnis aus Speicherplatz und Preis bietet beispielsweise die Seagate Archive HDD SATA III mit satten 8 TB und guten 5900 Umdrehungen pro Minute.
Jede Festplatte verfügt über einen sogenannten Festplattenpuffer. Dieser ist als zusätzlicher Speicherplatz für häufig verwendete Daten konzipiert. Der Vorteil ist, dass der Lesekopf der Festplatte kürzere Wege zurücklegen muss und ein schnellerer Speicherzugriff erzielt wird. Die gängigsten Varianten sind Festplatten mit einem 64-Megabyte-Puffer. Die Zahl der Festplatten mit einem Pufferwert von 128 MB steigt jedoch stetig.
Der MTBF-Wert ist eine wichtige Kenngröße für die Nutzungsdauer
Benutzt Du technische Geräte, unterliegen diese immer gewissen Verschleißerscheinungen. Auch Festplatten bilden dabei keine Ausnahme. Aus diesem Grund verfügt jede Festplatte über eine MTBF-Angabe. MTBF ist die Abkürzung für Mean Time Between Failures und gibt an, wie viele Betriebsstunden mindestens bis zu einem wartungsbedürftigen Fehler vergehen. Sehr viele Modelle erreichen MTBF-Werte bis 1.000.000 Betriebsstunden. Hochwertigere Festplatten wie etwa die HGST Ultrastar 7K3000 lassen sich bis zu 2.000.000 Stunden betr""",
 [("1","capacity",T,"1 oder 2 Terabyte",["unit_elsewhere"],"'1 oder 2 Terabyte': unit shared; '3,5 Zoll' form factor left out"),("2 Terabyte","capacity",2*T,1,["spelled_out"],""),
("10 TB","capacity",10*T,1,[],""),("1 TB","capacity",T,1,[],"'weniger als 1 TB'"),("8 TB","capacity",8*T,1,[],"rpm left out"),
("64-Megabyte","capacity",64*M,1,["spelled_out"],"'64-Megabyte-Puffer' compound"),("128 MB","capacity",128*M,1,[],""),
("1.000.000 Betriebsstunden","duration",1e6*H,1,[],"MTBF, dot grouping; 'Betriebsstunden' = operating hours"),
("2.000.000 Stunden","duration",2e6*H,1,[],"the stored excerpt ends mid-word; '7K3000' is a model number")])
