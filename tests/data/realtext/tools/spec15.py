# tune14/check14: fresh real text, 2 articles each in ru, ko, ja, zh-Hant (Taiwan/Hong Kong sites, ids zt..), fr and de
# (one per language in each half). Texts are the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM "
# stamp, bylines, site chrome such as link teasers and a spam line before the headline, and table-of-contents lines dropped),
# cut at paragraph boundaries or at the last whole sentence before the stored excerpt's cut-off fragment; each passed
# held_out_check.py and none is in corpus/. check14 is only scored. As in spec1-13, percentages, ratios, rpm, prices, years and
# dates, temperatures, block sizes, queue depths, form factors and dimensions, weights, interface, PCIe, USB and SATA versions,
# speed-rating names (400x), lane counts, bits per cell, areal densities (Gigabit pro Quadratzoll), watts per terabyte, part and
# model numbers, time references (10年前, 1年前) and counts (platters, chips, layers, drives) are left out. Months are a twelfth
# of a year, a year 365 days. Amounts written per day are capacity (spec8); rated or measured write volumes are endurance;
# "DWPD: 0.3" is endurance in drive writes per day. Chip densities in gigabits are capacity in bytes (spec12: 512Gb = 64 GB).
# Word multipliers (тыс., Millionen) are tagged spelled_out as "2,5 millions d'IOPS" was. None of the sites was in SOURCES.md
# or the clean manifest before.
Y = 365*86400
H = 3600
D = 86400

doc("ru100_dgl-samsung-pm1643", "ru", "tune14",
 "https://dgl.ru/news/samsung-nachala-proizvodstvo-samogo-vmestitelnogo-ssd-v-istorii-ego-obem-3072-tbayt_13161.html",
"""Samsung начала производство самого вместительного SSD в истории. Его объем – 30,72 Тбайт

Компания Samsung сообщила о начале массового производства SSD-накопителей PM1643 емкостью 30,72 Тбайт. (На самом деле 32 Гбайт, но часть объема зарезервирована для системных нужд.)

Это мировой рекорд: ранее никто столь вместительных твердотельных накопителей не производил. Да, однажды Seagate демонстрировала экспериментальный диск на 60 Тбайт, но в серию он не пошел.

Samsung PM1643 базируется на чипах V-NAND четвертого поколения емкостью 512 Гбит. Каждый терабайт пространства обеспечивается 512 такими чипами, сгруппированными в 16 слоев. Таких «наборов» в накопителе 32, следовательно, емкость устройства составляет 32 Тбайт. Для подключения в новом SSD используется интерфейс Serial Attached SCSI (SAS).

Samsung начала производство самого вместительного SSD в истории. Его объем – 30,72 Тбайт

Последовательная скорость чтения достигает 2100 Мбайт/с, записи – 1700 Мбайт/с. Производительность в операциях чтения – до 400 тыс. IOPS, в операциях записи – до 50 тыс.
""", [("30,72 Тбайт","capacity",30.72*T,1,[],"headline, decimal comma; a spam line and 'Наверх' before it and the date and time under the lead dropped"),
("30,72 Тбайт","capacity",30.72*T,2,[],""),
("32 Гбайт","capacity",32*G,1,[],"as published ('На самом деле 32 Гбайт': 32 TB meant, as '32 Тбайт' below); literal value kept"),
("60 Тбайт","capacity",60*T,1,[],""),
("512 Гбит","capacity",64*G,1,[],"chip density in gigabits (spec12: 512Gb = 64 GB); 'Каждый терабайт' has no number, '512 такими чипами', '16 слоев' and '32' are counts"),
("32 Тбайт","capacity",32*T,1,[],""),
("30,72 Тбайт","capacity",30.72*T,3,[],"the headline repeated as an image caption"),
("2100 Мбайт/с","bandwidth",2100*M,1,[],"sequential read"),("1700 Мбайт/с","bandwidth",1700*M,1,[],"sequential write"),
("400 тыс. IOPS","iops",400e3,1,["spelled_out"],"'тыс.' = thousand"),
("50 тыс.","iops",50e3,1,["spelled_out","unit_elsewhere"],"'до 50 тыс.': IOPS from the clause before")])

doc("ru101_alikson-wd-sn850x", "ru", "check14",
 "https://alikson.ru/product/55203",
"""Обзор твердотельного жесткого диска SSD WD Black SN850X
Твердотельный жесткий диск SSD WD Black SN850X стал одним из наиболее примечательных представителей категории SSD, предлагая впечатляющие характеристики и скорости работы. В этом обзоре мы рассмотрим ключевые аспекты данного устройства, его преимущества и потенциальные недостатки, а также технические характеристики, которые делают его привлекательным выбором для пользователей.
Технические характеристики
WD Black SN850X обладает рядом выдающихся технических характеристик, которые обеспечивают его высокую производительность:
- Объем: 2.0TB
- Форм-фактор: M.2 (22x80mm)
- Интерфейс: NVMe, PCIe 4.0 x4
- Тип памяти: 3D TLC
- Скорость чтения: до 7300MB/s
- Скорость записи: до 6600MB/s
- IOPS: 1 200 000 / 1 100 000
- TBW: 1200TB
- DWPD: 0.3
- Теплопередача: с системой рассеивания тепла
Преимущества
Одним из главных достоинств SSD WD Black SN850X является его высокая скорость работы. Использование интерфейса PCIe 4.0 позволяет достигать выдающихся показателей чтения и записи, что делает этот диск идеальным для требовательных приложений, таких как игры, редактирование видео и работы с большими объемами данных.
""", [("2.0TB","capacity",2*T,1,[],"'22x80mm' dimensions and versions left out"),
("7300MB/s","bandwidth",7300*M,1,[],""),("6600MB/s","bandwidth",6600*M,1,[],""),
("1 200 000","iops",1.2e6,1,["unit_elsewhere"],"'IOPS: 1 200 000 / 1 100 000': space grouping, unit as the line label"),
("1 100 000","iops",1.1e6,1,["unit_elsewhere"],""),
("1200TB","endurance",1200*T,1,[],"'TBW: 1200TB'"),
("0.3","endurance",0.3,1,["unit_elsewhere"],"'DWPD: 0.3' drive writes per day, unit as the line label")])

doc("ko100_nanjobstory-usb-memory-speed", "ko", "tune14",
 "https://itinfo.nanjobstory.com/m/254",
"""USB 메모리 속도 비교
USB 메모리는 여전히 가장 간편한 데이터 이동 수단이지만, 속도 차이에 따라 체감 성능은 크게 달라집니다. 같은 용량이라도 파일 복사 시간, 영상 실행 속도, 업무 효율이 완전히 달라질 수 있죠. 이번 글에서는 USB 메모리 속도 비교의 핵심 포인트를 정리하고, 용도별 추천 기준까지 한 번에 정리해드립니다.

USB 메모리 속도를 결정하는 핵심 요소
USB 메모리 속도는 단순히 “USB 3.0이 빠르다” 수준이 아니라, 여러 요소가 함께 작용합니다.
1️⃣ USB 인터페이스 규격
- USB 2.0
- 이론 최대 속도: 480Mbps
- 실제 전송 속도: 약 20~30MB/s
- 문서 이동용으로는 무난하지만 대용량에는 비추천
- USB 3.0 / 3.1 Gen1
- 이론 최대 속도: 5Gbps
- 실제 전송 속도: 100~200MB/s
- 현재 가장 보편적인 표준
- USB 3.2 / USB 3.2 Gen2
- 이론 최대 속도: 10Gbps
- 실제 전송 속도: 300MB/s 이상 가능
- 고성능 USB 메모리 영역
2️⃣ 읽기 속도 vs 쓰기 속도
- 읽기 속도(Read): 파일 열기, 영상 재생 속도
- 쓰기 속도(Write): 파일 복사, 백업 시간
👉 저가형 USB는 읽기만 빠르고 쓰기가 매우 느린 경우가 많아 주의가 필요합니다.
3️⃣ 내부 컨트롤러 & 낸드 플래시
- TLC / QLC 낸드 사용 여부
- 캐시 구조(SLC Cache 유무)에 따라 실제 체감 속도 차이 큼
USB 메모리 속도 비교 (체감 기준)
구분 읽기 속도 쓰기 속도 체감 평가
| USB 2.0 | 20~30MB/s | 10~20MB/s | 매우 느림 |
| USB 3.0 보급형 | 100~150MB/s | 30~60MB/s | 일반 사용 OK |
| USB 3.1 고급형 | 200~300MB/s | 100~200MB/s | 업무·영상용 |
| USB 3.2 고성능 | 300MB/s↑ | 200MB/s↑ | 전문가용 |
""", [("480Mbps","link_speed",480e6,1,[],"blog header (category, site name, date and time) dropped; USB versions and list numbers (1️⃣) left out"),
("20","bandwidth",20*M,"20~30MB/s",["unit_elsewhere"],"'약 20~30MB/s' range with '~'"),("30MB/s","bandwidth",30*M,"20~30MB/s",[],""),
("5Gbps","link_speed",5e9,1,[],""),
("100","bandwidth",100*M,"100~200MB/s",["unit_elsewhere"],"'100~200MB/s'"),("200MB/s","bandwidth",200*M,"100~200MB/s",[],""),
("10Gbps","link_speed",10e9,1,[],""),("300MB/s","bandwidth",300*M,"300MB/s 이상",[],"'300MB/s 이상 가능'"),
("20","bandwidth",20*M,"| 20~30MB/s",["unit_elsewhere"],"table, USB 2.0 read"),("30MB/s","bandwidth",30*M,"| 20~30MB/s",[],""),
("10","bandwidth",10*M,"10~20MB/s",["unit_elsewhere"],"USB 2.0 write"),("20MB/s","bandwidth",20*M,"10~20MB/s",[],""),
("100","bandwidth",100*M,"100~150MB/s",["unit_elsewhere"],""),("150MB/s","bandwidth",150*M,1,[],""),
("30","bandwidth",30*M,"30~60MB/s",["unit_elsewhere"],""),("60MB/s","bandwidth",60*M,1,[],""),
("200","bandwidth",200*M,"200~300MB/s",["unit_elsewhere"],""),("300MB/s","bandwidth",300*M,"200~300MB/s",[],""),
("100","bandwidth",100*M,"| 100~200MB/s",["unit_elsewhere"],"USB 3.1 write"),("200MB/s","bandwidth",200*M,"| 100~200MB/s",[],""),
("300MB/s","bandwidth",300*M,"300MB/s↑",[],"'300MB/s↑' (or more)"),("200MB/s","bandwidth",200*M,"200MB/s↑",[],"")])

doc("ko101_namu-usb-memory", "ko", "check14",
 "https://namu.moe/w/USB%20%EB%A9%94%EB%AA%A8%EB%A6%AC",
"""1. 개요

CD와 함께 플로피디스크를 퇴출시키는 데 기여한 일등공신. 범용성, 휴대성, USB 포트에 꽂으면 그만인 편리성은 플로피의 후속으로 뛰어든 ZIP, 슈퍼디스크가 시장에서 KO패를 당한 요인이 되었다.

2. 시초

2000년 11월 M-Systems에서 8, 16, 32MB [1] 용량의 제품을 개발하여 판매한 것이 시초로, 데이터를 모아둔 CD 등을 분실한 후 조그만 칩에 모든 것을 담아 두면 어떨까 하는 간단한 생각에서 출발했다. 첫 개발 당시엔 플로피디스크에 비하면 확실히 큰 용량까지 갔지만 수십만 원이라는 압도적으로 달리는 가성비 탓에 업계에서든 고객층에서든 비웃음을 샀으나 그 비웃음은 기가바이트 단위가 나오면서 전부 사라졌다.

시간이 지나며 최대용량이든 보통판용량이든 그 규격이 커져가면서 2017년엔 256GB도 8만원 내외로 구매가 가능해졌고 그만큼 계속 양산되는 128~4GB까지는 그에 비례해 가격이 계속 하락하고 있다.[2] 현재 시중에 풀린 최대 용량은 1TB지만 1TB와 512GB는 아직 완전 양산화가 안되었기 때문에 구하는 것 자체가 어렵고 그만큼 가격이 비싸며 같은 USB라고 해도 OTG기능이 붙어 있을 경우 단자의 단가때문인지 가격이 소폭 높아진다.
""", [("8","capacity",8*M,"8, 16, 32MB",["unit_elsewhere"],"'8, 16, 32MB [1]': MB shared, '[1]' a footnote mark; the wiki's edit stamp, title and table of contents dropped; year and month left out"),
("16","capacity",16*M,"16, 32MB",["unit_elsewhere"],""),("32MB","capacity",32*M,1,[],""),
("256GB","capacity",256*G,1,[],"'8만원' and '수십만 원' prices left out"),
("128","capacity",128*G,"128~4GB",["unit_elsewhere"],"'128~4GB' range written from the top down"),("4GB","capacity",4*G,"128~4GB",[],""),
("1TB","capacity",T,1,[],""),("1TB","capacity",T,2,[],"'1TB와 512GB'"),("512GB","capacity",512*G,1,[],"the stored excerpt's next paragraph is cut mid-sentence and left out")])

doc("ja100_shonan-itsc-external-ssd", "ja", "tune14",
 "https://shonan-h-itsc.com/%E5%A4%96%E4%BB%98%E3%81%91ssd%E3%82%92%E8%B2%B7%E3%81%84%E3%81%BE%E3%81%97%E3%81%9F",
"""外付けSSDを買いました。容量は2TB(2000MB)です。今はネットでも簡単に手に入ります。ボクが買ったのはSAMSUNG製でAmazonで17,990円、ケースが1,780円の合計19,770円(税込)でした。組み立てるのに工具は全く必要なくケースの蓋をスライドさせて2.5インチのSSDを差し込んで蓋を閉めるだけです。市販品を買えば2〜3万円はするのでちょっとお得です。もっとも市販品には防水機能などがありますがボクの場合は自宅のPCデスクの上で使うので防水は必要ありません(デスクでコーヒーを飲んだりすることはありません)
今はSSDもいくつかの仕様があってデータの転送速度が異なっています。例えば今回買ったSATAⅢ接続ですと転送速度の最大値(理論値)が750MBpsですがNVNeですと5GBpsにもなります。NVNeは一般にM.2と呼ばれている接続方式ですが、SATAもNVNeもPCのマザーボードに直接取り付けた場合の速度で、今回のように外付けSSDとしてでPCとUSBで繋ぐ場合にはUSBの転送速度も関係してきます。それを下の表にまとめておきます。
接続規格 | 転送速度 |
SATA | 187.5MBps |
SATAⅡ | 375MBps |
SATAⅢ | 750MBps |
NVNe | 5000MBps |
USB規格 | 転送速度 | コネクタ形状 | コネクタ色 |
USB2.0 | 60MBps | Type-A Type-B | 黒 |
USB3.0 | 625MBps | Type-A Type-B | 青 |
USB3.1(GEN1) | 625MBps | Type-A Type-B Type-C | – |
USB3.1(GEN2) | 1,250MBps | Type-A Type-B Type-C | – |
USB3.2(GEN2) | 2,500MBps | Type-C | – |
今回買ったSSDのケースはUSB3.1(GEN2)対応なので転送速度の最大値は1,250MBpsになります。もちろんSSDケースにはM.2のSSDが挿さるものもありますが最終的にUSBで1,250MBpsに制限されてしまうならSATAⅢで十分だと考えたわけです。どっちみち5,000MBpsは出ないわけですしね。
""", [("2TB","capacity",2*T,1,[],"prices (17,990円 ...), '2.5インチ' and interface versions left out"),
("2000MB","capacity",2000*M,1,[],"as published ('2TB(2000MB)': 2000 GB meant); literal value kept"),
("750MBps","bandwidth",750*M,1,[],"'MBps' = megabytes per second (SATA III's 6 Gbit/s as 750)"),("5GBps","bandwidth",5*G,1,[],""),
("187.5MBps","bandwidth",187.5*M,1,[],"table"),("375MBps","bandwidth",375*M,1,[],""),("750MBps","bandwidth",750*M,2,[],""),
("5000MBps","bandwidth",5000*M,1,[],""),("60MBps","bandwidth",60*M,1,[],"USB table"),("625MBps","bandwidth",625*M,1,[],""),
("625MBps","bandwidth",625*M,2,[],""),("1,250MBps","bandwidth",1250*M,1,[],"comma grouping"),("2,500MBps","bandwidth",2500*M,1,[],""),
("1,250MBps","bandwidth",1250*M,2,[],""),("1,250MBps","bandwidth",1250*M,3,[],""),("5,000MBps","bandwidth",5000*M,1,[],"")])

doc("ja101_zigsow-wd-red-4tb", "ja", "check14",
 "https://zigsow.jp/item/347552/review/355011",
"""WD Red シリーズ、NAS用ハードディスクドライブ 4TB、3枚プラッタ品です。
ウエスタンデジタル社の説明によると、「動作音が静か、動作時低温を維持する、MTBF(平均故障間隔)が100万時間」などとあります。
MTBFは、HDDでは一般に30万時間とされていることからすると、設計上の耐久性は高そうです。
こちらで使用します。
3枚プラッタ
ちょうど1年前には、中古で入手できるのは、同型品でもほとんど初期型の4枚プラッタ品でしたが、今回探すと、後期(2016.12~)・現行製品の3枚プラッタ品も出回るようになっていました。
スピンドル系のデバイス(モーターや回転軸のある装置)は使用時間にともない劣化が進むし、保証のこともあるので新品を入手したほうがよいとは思いますが、使用歴が浅いのが明確なことと使用先で冗長性があるので、価格との見合いでこのあたりでよいかなと折り合いました。
プラッタの枚数が減ったということは、記録密度が上がり、回転数が同じなら読み書きの速度も上がっているはずです。しかし、NASの場合、読み書きを複数のHDDに対して同時に行うのでそのうちの1台だけが速くなってもディスクアレイ全体の性能には直ちに現れにくいのかと思います。
3万時間
NASのHDDは、普及品タイプを使用する場合、故障がなくてもだいたい3万時間で交換した方がいいのかなと思っています。
3万時間といえば、24時間稼働する装置で使用すると、3年半くらいです。
5台構成のNASで使用する場合、平均8~9ヶ月に1台の割合でHDDを交換することになる計算です。
""", [("4TB","capacity",4*T,1,[],"platter counts (3枚, 4枚), drive counts (5台, 1台), 'ちょうど1年前' and the date '2016.12' left out"),
("100万時間","duration",1e6*H,1,[],"MTBF, '万' = 10,000"),("30万時間","duration",3e5*H,1,[],"typical HDD MTBF"),
("3万時間","duration",3e4*H,1,[],"section heading"),("3万時間","duration",3e4*H,2,[],"replacement interval"),("3万時間","duration",3e4*H,3,[],""),
("24時間","duration",24*H,1,[],"'24時間稼働' round-the-clock operation"),("3年半","duration",3.5*Y,1,[],"three and a half years"),
("8","duration",8*Y/12,"8~9ヶ月",["unit_elsewhere"],"'平均8~9ヶ月に1台': one drive every 8 to 9 months"),("9ヶ月","duration",9*Y/12,1,[],"")])

doc("zt100_photoblog-lexar-256gb-sd", "zh-Hant", "tune14",
 "https://photoblog.hk/32790/lexar-推出-256gb-sd-卡，你買不買？",
"""Lexar 推出 256GB SD 卡,你買不買?
256GB,在10年前是個不可思議的容量,但在今日已經可以變成手中一張細小的 SD 卡,其實早前已經有 256GB CF 卡,不過始終還是 SD 卡最普遍。這個正式名叫「Lexar Professional 400x SDXC UHS-I」的小卡已成為現時最大容量的 SD 卡。它的速度相當不錯,「保證」最少有每秒 60 MB 的讀卡速度,當然你要有相應的讀卡器,而如果要讀完整張卡,共262,144MB 的話,我們就需要用到 4,369 秒,即是 1.2 小時,還是相當長呢。
當然問題是,我們會不會買來用呢?對於越來越習慣使用 DSLR 來拍片的用家,這個容量可能會方便到他們的工作,又或對於連換卡都沒有時間的非常緊急攝影師,這也是個選擇,但對於一般的攝影愛好者,把所有照片集中在一張卡上,似乎會有不妥。例如去旅行,有甚麼風吹草動、天氣驟變,SD 卡忽然壞了的話,用過不同的卡至少還有一點留下來,否則全盤消失也還真是太悲劇。
其次是價錢問題,Lexar 其他容量的版本,如 32GB 400x SDHC card 只售 USD 37,而 128GB 400x SDXC 也只是 USD 180,要達到 256 GB,前者只需要 USD 296,後者則是 USD 360,跟現在這 256GB 的售價 USD 900 比起來,還算是不少的差距。
無論如何,這卡將於10月上巿,大家還有時間再考慮。不過,也許10年之後這張卡都會變得微不足道了,畢竟科技發展實在太快。
(下圖是 256GB 的 CF 卡)
""", [("256GB","capacity",256*G,1,["name"],"headline; the date line under it dropped; '400x' speed rating, prices (USD 37 ...), '10年前', '10年之後' and '10月' left out"),
("256GB","capacity",256*G,2,[],""),("256GB","capacity",256*G,3,[],"'256GB CF 卡'"),
("每秒 60 MB","bandwidth",60*M,1,["spelled_out"],"'每秒 60 MB' = 60 MB per second, the rate written as 'per second' + amount"),
("262,144MB","capacity",262144*M,1,[],"whole card (256 x 1024 MB as the writer counts), comma grouping; literal decimal value"),
("4,369 秒","duration",4369,1,[],"time to read the whole card"),("1.2 小時","duration",1.2*H,1,[],""),
("32GB","capacity",32*G,1,["name"],"'32GB 400x SDHC card'"),("128GB","capacity",128*G,1,["name"],""),
("256 GB","capacity",256*G,1,[],"with a space"),("256GB","capacity",256*G,4,[],""),("256GB","capacity",256*G,5,[],"image caption")])

doc("zt101_techscomet-ssd-lifespan", "zh-Hant", "check14",
 "https://techscomet.com/202409101-2/",
"""【討論】都說固態硬碟壽命短,那麼有誰把使用壽命用完了嗎?

固態硬碟(SSD)在近年來越來越受歡迎,不僅因為它們的速度更快,還因為它們比傳統的硬碟(HDD)更安靜、更耐震。然而,許多人對於SSD的壽命有不少疑問,甚至擔心它們會比傳統HDD壽命更短。那麼,是否真的有人用完了SSD的壽命呢?讓我們一起深入探討這個問題。

都說固態硬碟壽命短,那麼有誰把使用壽命用完了嗎?

SSD壽命的基本概念

NAND Flash技術

SSD主要由NAND Flash記憶體組成,這種記憶體的壽命是由寫入/擦除循環次數(P/E cycles)決定的。每個NAND單元在經歷一定次數的寫入和擦除後會逐漸磨損,最終導致失效。

TBW和DWPD

衡量SSD壽命的兩個主要指標是:

  • 總寫入位元組(TBW, Total Bytes Written):這是製造商保證的在SSD壽命內可寫入的總資料量。
  • 每日寫入位元組數(DWPD, Drive Writes Per Day):這是製造商保證的在保修期內每天可寫入的資料量。

例如,一個TBW為300TB的SSD,如果每天寫入50GB的資料,它的壽命約為16.4年(300TB ÷ 50GB ÷ 365天)。

現實中的SSD壽命

研究和測試結果

實際上,許多研究和測試表明,SSD的壽命往往比製造商的保證要長。例如,TechReport進行了一項長達18個月的耐久性測試,發現許多SSD在寫入數百TB甚至PB(1PB=1000TB)的資料後仍能正常工作【1】。

實際使用案例

在日常使用中,大多數用戶不會接近SSD的TBW限制。一般來說,普通用戶每天寫入的資料量大約在10GB以下,這意味著一個300TBW的SSD在這樣的使用情況下可以使用超過80年。

極端情況

當然,也有極端的使用情況,例如伺服器和數據中心,它們每天的寫入量可能非常大。在這些情況下,SSD的壽命會明顯縮短,但現代企業級SSD通常設計得更耐用,以應對這樣的高負荷使用。
""", [("300TB","endurance",300*T,1,[],"rated TBW; a 'share' line under the headline dropped"),("50GB","capacity",50*G,1,[],"written per day"),
("16.4年","duration",16.4*Y,1,[],""),("300TB","endurance",300*T,2,[],"in the worked division"),("50GB","capacity",50*G,2,[],""),
("365天","duration",365*D,1,[],"days in a year, divisor"),("18個月","duration",18*Y/12,1,[],"test length"),
("1PB","endurance",1e15,1,[],"'寫入數百TB甚至PB(1PB=1000TB)的資料': the unit definition sits inside the amount written in an endurance test, so endurance; '數百TB' (hundreds of TB) has no number"),("1000TB","endurance",1e15,1,[],""),
("10GB","capacity",10*G,1,[],"written per day"),("300TBW","endurance",300*T,1,[],""),("80年","duration",80*Y,1,[],"'【1】' is a reference mark")])

doc("fr100_macg-seagate-exos-x24", "fr", "tune14",
 "https://www.macg.co/materiel/2023/10/24-000-go-pour-le-nouveau-disque-dur-de-seagate-et-28-pour-certains-139943?amp",
"""24 000 Go pour le nouveau disque dur de Seagate (et 28 To pour les privilégiés)

Même si c'est un marché en perte de vitesse, les fabricants de disques durs continuent à faire évoluer leurs produits. Seagate vient d'annoncer un modèle de 24 To dans sa gamme Exos, qui prend donc le pas sur les modèles de 22 To comme ceux proposés par Western Digital.

24 To au maximum (enfin, presque).

Ce disque dur de 24 To était prévu, et il devrait arriver dans les étals en décembre, même si les sociétés qui proposent du stockage dans le cloud ont déjà visiblement accès à ce modèle selon le communiqué.

La gamme Exos X24 comprend quatre modèles assez proches, d'une capacité de 12, 16, 20 et 24 To. ce sont tous des modèles à l'hélium dotées de 512 Mo de mémoire cache. Ils tournent à 7 200 tpm et contiennent jusqu'à 10 plateaux pour le modèle de la plus grande capacité. Ils existent dans plusieurs variantes, avec notamment une version SATA 6 Gb/s (pour les systèmes grand public) et une variante SAS 12 Gb/s — le successeur du SCSI — pour les serveurs. Les performances annoncées ne varient pas selon la capacité : 285 Mo/s en lecture et 272 Mo/s en écriture, avec un temps d'accès moyen de 4,16 ms. Enfin, la consommation annoncée est de 6,3 W au repos et 8,9 W au maximum.

28 To pour le cloud

Les versions classiques, présentées plus haut, sont dites CMR1, c'est-à-dire avec un enregistrement conventionnel. Seagate va aussi proposer une variante avec une capacité un peu plus élevée (28 To) pour les entreprises, mais avec un fonctionnement différent. En effet, ce modèle sera de type SMR (Shingled Magnetic Recording), une technologie qui permet d'augmenter la densité en superposant en partie les pistes.
""", [("24 000 Go","capacity",24e12,1,[],"headline, space grouping; the byline dropped"),("28 To","capacity",28*T,1,[],""),
("24 To","capacity",24*T,1,[],""),("22 To","capacity",22*T,1,[],""),("24 To","capacity",24*T,2,[],"image caption"),
("24 To","capacity",24*T,3,[],""),
("12","capacity",12*T,"12, 16, 20 et 24 To",["unit_elsewhere"],"'12, 16, 20 et 24 To': To shared; '7 200 tpm' rpm and '10 plateaux' count left out"),
("16","capacity",16*T,"16, 20 et 24 To",["unit_elsewhere"],""),("20","capacity",20*T,"20 et 24 To",["unit_elsewhere"],""),
("24 To","capacity",24*T,"20 et 24 To",[],""),("512 Mo","capacity",512*M,1,[],"cache"),
("6 Gb/s","link_speed",6e9,1,[],"SATA"),("12 Gb/s","link_speed",12e9,1,[],"SAS"),
("285 Mo/s","bandwidth",285*M,1,[],"read"),("272 Mo/s","bandwidth",272*M,1,[],"write"),("4,16 ms","latency",4.16e-3,1,[],"average access time"),
("6,3 W","power",6.3,1,[],"idle"),("8,9 W","power",8.9,1,[],"maximum"),
("28 To","capacity",28*T,2,[],"section heading"),("28 To","capacity",28*T,3,[],"'(28 To)'; 'CMR1' carries a footnote mark, the excerpt's last, cut-off sentence left out")])

doc("fr101_comptoir-hardware-wd-22to", "fr", "check14",
 "https://www.comptoir-hardware.com/actus/stockage/46352-3-saveurs-de-disque-dur-22-to-arrivent-dans-le-commerce-chez-western-digital-.html",
"""L'année dernière, Western Digital avait fait connaitre son intention d'introduire des disques durs de 22 To en 2022, ce fut chose faite en mai dernier avec l'introduction des Ultrastar DC HC570 et DC HC670, et c'est maintenant au tour des différentes gammes WD d'intégrer la nouvelle capacité, direction le commerce au détail ! Le plafond de capacité des gammes WD Gold, WD Red Pro et WD Purple Pro passe ainsi de 20 à 22 To, et WD peut se vanter une fois de plus d'avoir toujours une longueur d'avance sur son rival Seagate en particulier. WD avait également été le premier à lancer un modèle de 20 To en 2019.

Chacune de ces trois gammes aura donc son modèle de 22 To adapté aux usages et aux domaines ciblés, en partant naturellement d'une même base, à savoir celle d'un disque dur de 3,5" 7200 tr/min en SATA et embarquant 10 plateaux de 2,2 To. La bonne surprise de ces disques, comme pour les Ultrastar, c'est que c'est un enregistrement magnétique conventionnel qui est utilisé, alors qu'il y a peu de temps encore, on se serait plutôt attendu à du SMR. Bien entendu, c'est aussi entre autres grâce à l'ePMR (anciennement EAMR) et l'usage d'hélium que cet exploit a été possible. WD y a également intégré ses dernières technologies OptiNAND et d'actionneur à trois étages (TSA). Bref, c'est du HDD en pointe des technologies dont vous pourrez découvrir la majorité des caractéristiques dans le tableau ci-dessous !

Bien qu'ils se destinent avant tout à des usages plutôt professionnels, rien ne vous empêchera d'y mettre la main dessus pour vos besoins domestiques. Néanmoins, vous vous doutez bien qu'un disque dur de 22 To représentera un investissement conséquent, bien que le prix au Go soit en principe très largement en sa faveur.
""", [("22 To","capacity",22*T,1,[],"the leading date stamp dropped; years left out"),
("20","capacity",20*T,"20 à 22 To",["unit_elsewhere"],"'passe ainsi de 20 à 22 To'"),("22 To","capacity",22*T,"20 à 22 To",[],""),
("20 To","capacity",20*T,1,[],""),("22 To","capacity",22*T,3,[],""),
("2,2 To","capacity",2.2*T,1,[],"per platter; '3,5\"' form factor, '7200 tr/min' rpm and '10 plateaux' count left out"),
("22 To","capacity",22*T,4,[],"the excerpt's next sentence (a price and a cut-off delivery time) left out")])

doc("de100_gamestar-wd-15tb-hdd", "de", "tune14",
 "https://www.gamestar.de/artikel/western-digital-erste-15-terabyte-festplatte-vorgestellt,3336308.html",
"""Western Digital - Erste 15 Terabyte Festplatte vorgestellt

Western Digital hat die weltweit erste Festplatte mit 15 Terabyte Speicherplatz vorgestellt. Die Ultrastar DC HC620 ist mit Helium gefüllt und erhält durch den Einsatz von überlappenden Datenspuren eine hohe Speicherdichte.

Western Digital hat mit der Ultrastar DC HC620 die weltweit erste 15 TB Festplatte vorgestellt.Western Digital hat mit der Ultrastar DC HC620 die weltweit erste 15 TB Festplatte vorgestellt.

Die Ultrastar DC HC620 ist die erste Festplatte mit einer Kapazität von 15 Terabyte. Möglich macht das eine Technologie namens Shingled Magnetic Recording, kurz SMR, die bei der Enterprise-HDD und auch schon beim Vorgänger Hs14 mit 14 Terabyte Speicherplatz zum Einsatz kommt.

SMR sorgt dabei für einander überlappende Datenspuren, wodurch die Festplatte eine höhere Speicherdichte verfügt. Diese Technik kombiniert Western Digital wie bei der Hs14 mit acht Helium-umhüllten Magnetscheiben. Laut Herstellerangaben bringt es die DC HC620 dabei auf 1.108 Gigabit pro Quadratzoll.

Die mit 7.200 Umdrehungen pro Minute rotierende Festplatte liefert eine Lesegeschwindigkeit von bis zu 255 MByte pro Sekunde, die Leistungsaufnahme gibt WD mit 7,6 Watt unter Last beziehungsweise 5,6 Watt im Leerlauf an. Das entspricht einer Effizienz von 0,4 Watt pro Terabyte.

Weil die SMR-Technik erfordert, dass beim Schreibprozess auch überlappende Spuren beschrieben werden müssen, kommt es beim Wiederbeschreiben von SMR-HDDs zu Leistungseinbußen. Dementsprechend ist auch die 15 Terabyte große Festplatte von Western Digital für die schreibarme Anwendung konzipiert (etwa als Cloud-Speicher). Bislang hat WD keinerlei Angaben zu Preis oder Verfügbarkeit der neuen HDD gemacht, die Garantie beträgt fünf Jahre.
""", [("15 Terabyte","capacity",15*T,1,[],"headline; byline and two link teasers dropped"),("15 Terabyte","capacity",15*T,2,[],""),
("15 TB","capacity",15*T,1,[],"image caption, printed twice as published"),("15 TB","capacity",15*T,2,[],""),
("15 Terabyte","capacity",15*T,3,[],""),("14 Terabyte","capacity",14*T,1,[],"'acht' platters is a count; '1.108 Gigabit pro Quadratzoll' areal density left out"),
("255 MByte pro Sekunde","bandwidth",255*M,1,["spelled_out"],"'7.200 Umdrehungen' rpm left out"),
("7,6 Watt","power",7.6,1,[],"under load"),("5,6 Watt","power",5.6,1,[],"idle; '0,4 Watt pro Terabyte' is watts per terabyte, left out"),
("15 Terabyte","capacity",15*T,4,[],""),("fünf Jahre","duration",5*Y,1,["spelled_out"],"warranty")])

doc("de101_lanline-toshiba-hdd-myths", "de", "check14",
 "https://www.lanline.de/storage/toshiba-harddisks-zaehlen-nicht-zum-alten-eisen.254751.html",
"""Aus den meisten Endgeräten sind Festplatten inzwischen verschwunden, dennoch tue man dem Speicherklassiker unrecht, wenn man ihn bereits zum alten Eisen zählt, so Toshiba in einer Mitteilung. Schließlich ließen sich viele Vorurteile, die in den vergangenen Jahren entstanden sind, bei näherer Betrachtung nicht halten.

Der Hersteller führt mehrere Argumente gegen verbreitete Fehleinschätzungen auf.

HDDs liefern keine zeitgemäße Performance: Mit einer einzelnen Enterprise-SSD, die etwa 2.500 Megabyte pro Sekunde überträgt und 100.000 IOPS erreicht, vermag eine Enterprise-Festplatte mit ihren 250 Megabyte pro Sekunde und 400 IOPS tatsächlich nicht mitzuhalten. Allerdings stecke in den Speichersystemen von Unternehmen, Cloud-Anbietern und Hyperscalern anders als in Computern nicht nur jeweils ein Datenträger – die Storage-Arrays sind üblicherweise mit einigen Dutzend Laufwerken bestückt. In einem solchen Verbund schaffen Festplatten über 5 GByte/s pro Sekunde und mehr als 10.000 IOPS, was für viele moderne Anwendungen ausreichend ist. Da ihre Stückkosten zudem deutlich unter denen von SSDs liegen, sei es auch wirtschaftlicher, die Systeme mit vielen HDDs statt wenigen SSDs auszustatten.

HDDs haben eine kurze Lebensdauer: Aufgrund der Festplattenmechanik mit ihren beweglichen Teilen wird HDDs häufig ein hoher Verschleiß nachgesagt. Tatsächlich fallen sie jedoch laut dem Hersteller nicht schneller oder häufiger aus als SSDs. Die Mean Time To Failure (MTTF) liegt bei den meisten HDD- und SSD-Modellen der Enterprise-Klasse bei 2,5 Millionen Stunden, was einer Annualized Failure Rate (AFR) von 0,35 Prozent entspricht. In einem Rechenzentrum mit 2.000 Laufwerken müssen Unternehmen statistisch gesehen also sieben Festplatten pro Jahr austauschen.
""", [("2.500 Megabyte pro Sekunde","bandwidth",2500*M,1,["spelled_out"],"the leading date stamp dropped; dot grouping"),
("100.000 IOPS","iops",1e5,1,[],""),("250 Megabyte pro Sekunde","bandwidth",250*M,1,["spelled_out"],""),("400 IOPS","iops",400,1,[],""),
("5 GByte/s","bandwidth",5*G,1,[],"'über 5 GByte/s pro Sekunde': 'pro Sekunde' repeated as published, read as 5 GB/s; 'einigen Dutzend Laufwerken' is a count"),
("10.000 IOPS","iops",1e4,1,[],""),
("2,5 Millionen Stunden","duration",2.5e6*H,1,["spelled_out"],"MTTF; '0,35 Prozent', '2.000 Laufwerken' and 'sieben Festplatten pro Jahr' left out; the excerpt's cut-off next sentence dropped")])
