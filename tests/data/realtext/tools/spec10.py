# tune9/check9: fresh real text, 2 articles each in ko, zh (simplified), zh-Hant (Taiwan sites), ja, en, de, fr, it, es, nl
# (one per language in each half). Texts are the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM "
# stamp and page chrome before the headline or after the article dropped), cut at paragraph boundaries, at the last whole
# sentence before a cut-off fragment, or where the stored excerpt ends; each passed held_out_check.py. check9 is only scored.
# As in spec1-9, percentages, ratios (2.5배, 2.8倍), rpm, prices, years and dates, temperatures, block and cluster sizes, queue
# depths, form factors and dimensions, weights, interface, PCIe, USB and software versions, speed-class names (CLASS10, UHS1,
# V30), lane counts (x4, x16), bits per cell, pixel counts (2천만 화소), part and model numbers, page counters, error rates
# (1 su 10 alla potenza di 14) and other counts are left out. Months are a twelfth of a year, a year 365 days. Amounts written
# per day are capacity (as in spec8), data written before failure or rated workloads are endurance. Only dailynintendo.nl was in
# SOURCES.md before (another article): the stored pages held few other Dutch storage texts with figures.
# Traditional-script Chinese is tagged "zh-Hant" (ids zt..) as in the shared dev sets; simplified stays "zh".
Y = 365*86400
H = 3600
D = 86400

doc("ko80_photohistory-microsd-speed", "ko", "tune9",
 "http://photohistory.tistory.com/17388?category=65443",
"""사진과 동영상, 특히 동영상은 메모리 카드의 쓰기 속도가 빨라야 합니다. 특히 4K같이 대용량 데이터는 쓰기 속도가 빠른 SD 카드를 사용해야 촬영한 데이터를 바로 바로 기록할 수 있습니다. 그래서 4K 촬영은 쓰기 속도가 10MB/S가 넘는 CLASS10/UHS1 이상의 제품을 사용해야 합니다.
보시면 사진만 주로 찍고 연사 사진을 안 찍는다면 카메라 화소수가 2천만 화소가 넘어가지 않으면 CLASS 2나 4를 사도 큰 무리는 없습니다. 그러나 카메라 화소수가 3천만이 넘고 연사 사진을 주로 찍거나 특히 4K 동영상을 주로 사용한다면 CLASS10/UHS1이상의 SD카드를 사야 합니다.
메모리 카드 쓰기 속도에 따라서 표기하는 표시가 다릅니다. CLASS10은 1초에 10MB를 쓸 수 있는데 UHS1도 동일한 속도이고 VS10도 마찬가지 입니다. 보통 우리가 쓰는 SD카드는 CLASS 표기와 UHS 표기를 많이 쓰죠.
위 이미지에 표시되고 있지만 HD와 풀HD는 CLASS6 이상인 (1초에 6MB이상 기록할 수 있는) 메모리 카드를 사양해야 하고 4K와 UHD 영상을 기록하려면 CLASS10/UHS1 이상을 써야 합니다. 같은 메모리 용량이라도 이 쓰기 속도에 따라서 메모리 카드 가격은 달라집니다.
톰스 태크 타임에서는 과연 이 메모리 카드의 속도가 광고에서 말하는 속도와 동일한지 테스트를 해봤습니다.
유명 회사들의 Micro SD카드를 트래센드의 USB3.0리더기에 넣고 4GB 동영상 파일을 기록해 봤습니다. 여러 속도 테스트 프로그램을 사용해서 평균을 냈 실제 쓰기/읽기 속도를 공개했습니다.
가장 유명한 샌디스크 익스트림 프로 UHS3 16GB 메모리는 읽기 최대 95MB/S, 쓰기 최대 90MB/S라고 했지만 실제 속도는 읽기 79.66MB/S, 쓰기 78.17MB/S였습니다.
""", [("10MB/S","bandwidth",10*M,1,[],"upper-case 'MB/S'; speed-class names (CLASS10, UHS1, VS10, CLASS 2나 4) and '2천만 화소', '3천만' pixel counts left out"),
("1초에 10MB","bandwidth",10*M,1,["spelled_out"],"'1초에 10MB를 쓸 수' = 10 MB in one second, a rate written as amount per second"),
("1초에 6MB","bandwidth",6*M,1,["spelled_out"],"'(1초에 6MB이상 기록할 수 있는)', same construction"),
("4GB","capacity",4*G,1,[],"test file size; 'USB3.0' left out"),("16GB","capacity",16*G,1,["name"],"'UHS3 16GB 메모리' card capacity"),
("95MB/S","bandwidth",95*M,1,[],"claimed read"),("90MB/S","bandwidth",90*M,1,[],"claimed write"),
("79.66MB/S","bandwidth",79.66*M,1,[],"measured read"),("78.17MB/S","bandwidth",78.17*M,1,[],"measured write")])

doc("ko81_blueframe-ssd-write-endurance", "ko", "tune9",  # moved from check9 on 6 December: the same article is corpus/ko/blueframe-ssd-write-endurance.txt, so it was never held out
 "http://blueframe.co.kr/bbs/board.php?bo_table=news01&wr_id=2605",
"""현재 시장에 출시된 SSD, 쓰기 수명 걱정 없다?

SSD는 SLC를 시작으로 MLC, TLC와 QLC 낸드 플래시 (NAND Flash)를 기반으로 순차적 출시가 이루어졌으나 TLC와 QLC를 적용한 제품이 등장하면서 신뢰성과 내구성 중 쓰기 수명 문제가 언급되며 우려의 목소리가 여전히 남아있다.


그런 가운데  SSD 쓰기 수명 테스트 결과가 등장해 눈길을 끈다. heise.de는 2016년 6월 23일부터 250/ 256GB SSD 12종을 이용해 SSD 쓰기 수명 테스트를 진행했고 그 결과를 공개했다. 

 

해당 사이트는 SSD 쓰기 수명 테스트를 위해 마이크론 (Micron) 크루셜 (Crucial) BX  200, OCZ TR150, 삼성 750 EVO, 삼성 850 Pro, 샌디스크 익스트림 프로 (SanDisk Extreme Pro), 샌디스크 울트라 2 (SanDisk Ultra 2) SSD를 모두 2개씩 이용해 쉬지 않고 데이터를 기록하는 테스트를 진행했다. 

 

올해 1월로 6개월이 지난 시점에서 TLC부터 MLC를 이용한 각 제품들은 공식 표기 수명을 넘어선 것으로 알려졌으며 크루셜 BX 200은 187TB, 280TB로 공식 표기값의 2.5배, 삼성 750 EVO는 1.2PB를 기록했다.

 

고급형 SSD는 2.2PB 이하의 제품이 확인되지 않았으며 삼성 850 Pro는 9.1PB의 데이터를 기록해 공식 표기인 150TB의 60배를 기록한 것으로 나타났다. 9.1PB는 하루 40GB를 쓰기에 사용해도 623년이 걸린다.

 

한편 SSD 제조사는 TBW로 쓰기 수명을 표기하고 250/ 256GB SSD는 60-150TBW의 수명을 제공하는데 매일 40GB의 데이터를 사용한다고 했을 때 70TBW를 쓰기 위해서는 5년이 걸린다. 이를 감안하면 대부분의 SSD는 하드웨어 이상으로 고장나거나 제 수명을 다하기 전에 용량 부족 등을 이유로 교체될 가능성이 높다.
""", [("250","capacity",250*G,"250/ 256GB SSD 12",["unit_elsewhere"],"'250/ 256GB': GB shared; date, '12종' and model numbers left out"),
("256GB","capacity",256*G,1,[],""),("6개월","duration",0.5*Y,1,[],"'6개월이 지난 시점' six months of testing"),
("187TB","endurance",187*T,1,[],"written before failure"),("280TB","endurance",280*T,1,[],"'2.5배' ratio left out"),
("1.2PB","endurance",1.2e15,1,[],""),("2.2PB","endurance",2.2e15,1,[],""),("9.1PB","endurance",9.1e15,1,[],""),
("150TB","endurance",150*T,1,[],"official rating; '60배' left out"),("9.1PB","endurance",9.1e15,2,[],""),
("40GB","capacity",40*G,1,[],"written per day ('하루 40GB')"),("623년","duration",623*Y,1,[],""),
("250","capacity",250*G,"250/ 256GB SSD는",["unit_elsewhere"],""),("256GB","capacity",256*G,2,[],""),
("60","endurance",60*T,"60-150TBW",["unit_elsewhere"],"'60-150TBW' range"),("150TBW","endurance",150*T,1,[],""),
("40GB","capacity",40*G,2,[],"written per day ('매일 40GB')"),("70TBW","endurance",70*T,1,[],""),("5년","duration",5*Y,1,[],"")])

doc("zh80_9m8m-usb-transfer-speed", "zh", "tune9",
 "https://9m8m.com/1040537.html",
"""接口类型的影响
USB 2.0、USB 3.2 Gen1与Thunderbolt 3的理论传输速率分别为480Mbps、5Gbps与40Gbps。实际使用中,接口版本直接限制数据通道的最大带宽。
接口类型 | 理论速度 |
---|---|
USB 2.0 | 60MB/s |
USB 3.2 Gen2 | 1.25GB/s |
硬盘存储介质差异
机械硬盘(HDD)与固态硬盘(SSD)的物理结构差异导致性能鸿沟:
- HDD依赖磁头寻道,随机读写速度约1-2MB/s
- SSD采用闪存芯片,随机读写可达50MB/s以上
文件系统与簇大小
NTFS与exFAT在4K小文件处理时效率相差20%-30%。簇大小设置为64KB时,大文件传输速度可提升15%以上。
缓存机制的运作原理
SSD的SLC缓存策略显著影响持续写入性能:
- 缓存充足时保持全速写入
- 缓存耗尽后速度下降50%-70%
传输速度差异是接口协议、存储介质、文件系统与缓存机制共同作用的结果。选择支持USB 3.2 Gen2x2接口的NVMe移动硬盘,并合理配置系统参数,可获得最佳传输性能。
""", [("480Mbps","link_speed",480e6,1,[],"USB and Thunderbolt versions left out"),("5Gbps","link_speed",5e9,1,[],""),
("40Gbps","link_speed",40e9,1,[],""),("60MB/s","bandwidth",60*M,1,[],"table"),("1.25GB/s","bandwidth",1.25*G,1,[],"table"),
("1","bandwidth",1*M,"1-2MB/s",["unit_elsewhere"],"'约1-2MB/s' range"),("2MB/s","bandwidth",2*M,1,[],""),
("50MB/s","bandwidth",50*M,1,[],"percentages and the '64KB' cluster size left out")])

doc("zh81_dostor-diy-portable-ssd", "zh", "check9",
 "https://dostor.com/p/62311.html",
"""笔记本电脑硬盘容量不够?每天背电脑上下班太累?随着USB和雷电接口技术的进步,你现在也可以考虑DIY一块移动固态硬盘。根据接口和协议的不同,目前可选的方案主要有三种:USB转SATA、USB转NVMe以及雷电3转NVMe。
笔者有幸凑齐了这三种移动固态硬盘,从体积、性能、功能出发,哪种DIY移动固态硬盘方案更适合自己?或许看完本文后你会有一个新的认识。首先是东芝TR200 960GB搭配USB3.1转SATA硬盘盒:理论读写速率受限于SATA3.0的6Gbps。TR200与SATA硬盘盒的搭配成本较低,并且能提供比传统机械硬盘好的多的表现。
其次是东芝RC500 500GB搭配USB3.1转NVMe硬盘盒:理论读写速度受限于USB3.1的10Gbps带宽。由于涉及协议转化,一些采用DRAM-Less设计、需要借助HMB主机内存共享来维系性能的固态硬盘在USB-NVMe硬盘盒中会遇到性能瓶颈,好在RC500本身具备DRAM缓存,较好地化解了这一难题。
最后是东芝RD500 1TB搭配雷电3转NVMe硬盘盒:理论上没有性能瓶颈。
三种搭配之下都能实现Trim指令透传,保障了移动固态硬盘的长期使用效能不衰减。
CrystalDiskMark:前两种类型都经过了协议转换(USB->SATA/USB->PCIE),硬盘随机读写性能受到较大影响。而雷电3协议本身包括了对PCIE的原生支持,所以RD500置于雷电硬盘盒后性能损失相对较小。
固态硬盘的高性能能够满足在游戏在移动硬盘中安装并运行的需求。从Final Fantasy XIV Benchmark成绩来看,RC500比TR200加载用时减少4.783秒,RD500比RC500加载用时减少3.719秒。
除了安装游戏之外,直接将操作系统以Windows To Go的形式部署在移动固态硬盘当中也是一个不错的选择。PCMark 10完整系统盘性能测试成绩对比:RC500是TR200的2.8倍,RD500是RC500的1.4倍。
作为数据存储使用时,RC500的性能是TR200的3.3倍,RD500是RC500的1.6倍。
""", [("960GB","capacity",960*G,1,["name"],"'东芝TR200 960GB'; model numbers left out"),("6Gbps","link_speed",6e9,1,[],"'SATA3.0的6Gbps'"),
("500GB","capacity",500*G,1,["name"],"'RC500 500GB': the quote starts after the model number"),("10Gbps","link_speed",10e9,1,[],""),
("1TB","capacity",T,1,["name"],"'RD500 1TB'"),("4.783秒","duration",4.783,1,[],"load time saved"),("3.719秒","duration",3.719,1,[],"ratios (2.8倍 ...) left out")])

doc("zt80_darkflash-ssd-guide", "zh-Hant", "tune9",
 "https://darkflash.tw/article/ssd-introduction",
"""固態硬碟 SSD 是一種使用閃存技術來儲存資料的設備。SSD 擁有更快的讀取速度及更安靜的運作特性。
SSD 有哪些常見規格
目前 SSD 比較常見的規格有 2.5 吋 SSD、M.2 SSD 兩種。
2.5 吋 SSD 固態硬碟
接口規格採用 SATA,傳輸速率最高約為 500 ~ 600 MB/s,比較適合預算較低的消費者或是舊電腦的升級。
優點:傳輸速率比機械硬碟更快更穩定,兩者價格相差不大。
缺點:與更高階到 M.2 SSD 相比,傳輸速率較慢,體積也比較大。
M.2 SSD 固態硬碟
採用快閃記憶體技術,直接將 M.2 安裝在主機板的插槽上,可有效增加傳輸速率,最新的 PCIe 5.0 協議可高達 10,000 MB/s。
優點:不只擁有高速的傳輸速率,且無需預留機殼空間安裝。
缺點:由於傳輸速率快,因此需要安裝額外購買散熱片進行解熱。
挑選 SSD 固態硬碟該看哪些條件
儲存容量
2.5 吋SSD 及 M.2 SSD 的容量規格相同,都是從 256G 起跳,最高容量可達 8TB。
讀取速度
2.5 吋 SSD 的傳輸速率大約在 500 - 600 MB/s 左右 ; M.2 SSD 的傳輸速率則是根據 PCIe 版本而定,PCIe 3.0 可達 3,500 MB/s,PCIe 4.0 可達 7,000 MB/s,PCIe 5.0 更高達 10,000 MB/s 或以上。
機殼空間
若是選用小的機殼及主機板(如:ITX 或體積小的 M-ATX 機殼及主機板),因為內部空間較小,建議選用 M.2 SSD 固態硬碟。使用較大的機殼及主機板(如:ATX 機殼及主機板以上),可以選用 2.5 吋 SSD 固態硬碟及 M.2 SSD 固態硬碟。
SSD 安裝及使用注意事項
SSD 固態硬碟長度
M.2 SSD 固態硬碟在尺寸上有所區分,由一組四位數字組成,前兩位數字為 SSD 的寬度,後兩位數字為 SSD 的長度,較常見的尺寸有 2230、2242 及 2280 三種尺寸。
M.2 SSD 2230 用途:適用於遊戲掌機容量擴充。
M.2 SSD 2242 用途:適用於輕薄型筆電容量擴充。
M.2 SSD 2280 用途:適用於電腦主機及遊戲家機容量擴充。
""", [("500","bandwidth",500*M,"500 ~ 600",["unit_elsewhere"],"'500 ~ 600 MB/s' range with '~'; '2.5 吋' and M.2 sizes (2230, 2242, 2280) left out"),
("600 MB/s","bandwidth",600*M,1,[],""),("10,000 MB/s","bandwidth",10e9,1,[],"comma grouping; PCIe versions left out"),
("256G","capacity",256*G,1,[],"'從 256G 起跳': bare 'G' for GB"),("8TB","capacity",8*T,1,[],""),
("500","bandwidth",500*M,"500 - 600",["unit_elsewhere"],"'500 - 600 MB/s'"),("600 MB/s","bandwidth",600*M,2,[],""),
("3,500 MB/s","bandwidth",3500*M,1,[],""),("7,000 MB/s","bandwidth",7000*M,1,[],""),("10,000 MB/s","bandwidth",10e9,2,[],"")])

doc("zt81_ianwu-weekly-ssd", "zh-Hant", "check9",
 "https://ianwu.tw/2022/03/18/ian-weekly-2022-11",
"""院長週記 2022 第 11 週 - 漫談 SSD、瀏覽器指紋

這是院長本人的數位週記簿,每週五紀錄一下本週發生了什麼事以及院長的觀點。

本週重點

漫談 SSD

預算有限、速度無限,漫談SSD速度與效能實測及2021選購絕妙搭配 - PCDIY! online
預算有限、速度無限,漫談SSD速度與效能實測及2021選購絕妙搭配 - PCDIY! online

不論是打算升級、還是新購買組裝電腦或筆電時,除了會以處理器陣營與新舊代等級速度來做選擇的考量外,其他同樣也擔任重要角色的零組件是否也在清單挑選的行列中?扣掉仍舊比較缺貨的顯示卡之後(買的到就不錯了),相信記憶體、儲存裝置(HDD/SSD)也會是決定整體搭配的一環,而其中的「儲存裝置」這一個區塊,大家又有多少了解呢? 既然是作為「儲存」使用,當然要考慮「容量」的大小是否合用,以往檔案或資料儲存對容量的需求與現在動輒幾百MB甚至都已經GB來GB去是無法相比的,不論是最為主系統使用或是單純拿來做為資料的備份,也都早就邁入到所謂的TB等級,隨便一翻看網路商城或電腦賣家的產品銷售列表,不難發現大都是500GB以上的容量了,但是,從規格上來看又可以發現有傳統HDD、2.5吋SATA以及M.2/PCIe SSD等選擇,真要入手是要怎麼選?荷包預算有限,有沒有那種可以大小通吃的選擇呢? 隨著科技的進步,這個答案是肯定的!有、但對於使用者來說當然也是要付出不斐的代價,以現階段HDD已經即將邁入單顆3.5吋就可達到20TB的超大容量下,作為儲存資料或備份用顯然單位成本就會較SSD低廉許多,畢竟一顆16TB的高階HDD報價也才差不多容量的SSD價格的1/6左右,也就是說,買一顆2.5吋SATA III介面的15.3TB SSD都可以買16TBx6=96TB的HDD還有找零,如果僅是作為資料備份或保存使用的話,HDD的適用性顯然合算許多。
""", [("500GB","capacity",500*G,1,[],"'幾百MB' has no number; week and year numbers left out"),("20TB","capacity",20*T,1,[],"'3.5吋' left out"),
("16TB","capacity",16*T,1,[],"'1/6' ratio left out"),("15.3TB","capacity",15.3*T,1,[],""),
("16TB","capacity",16*T,2,[],"'16TBx6=96TB': 'x6' is a count"),("96TB","capacity",96*T,1,[],"")])

doc("ja80_templeknights-ssd-basics", "ja", "tune9",
 "https://temple-knights.com/pc/ssd.html",
"""SSDとは

SSD(Solid State Drive)は、NAND フラッシュメモリを用いた高速ストレージデバイスです。 HDD のような回転ディスクやヘッドを持たず、半導体メモリのみで構成されているため、 読み書き速度が非常に高速で、衝撃にも強いという特徴があります。

OS の起動、アプリケーションの読み込み、ゲームのロード時間などが大幅に短縮されるため、 現在では PC の標準ストレージとして SSD が主流となっています。

規格

SSD には複数の接続規格が存在し、性能や用途に応じて選択されます。 主な規格は SATA、PCI Express(NVMe)、USB 外付けタイプなどです。

  • SATA SSD:HDD と同じ SATA 接続。最大 600MB/sec 程度。
  • NVMe SSD:PCI Express を利用し、数 GB/sec の高速転送が可能。
  • M.2 SSD:小型スティック状の SSD。SATA と NVMe の両方が存在。
  • 外付け SSD:USB 3.x や USB4 を利用し、持ち運び用途に最適。

SSDの変遷

  • 2008〜2010 年:初期の SSD が登場。容量は 32GB〜128GB 程度で高価。
  • 2011〜2013 年:SATA III(6Gbps)SSD が普及し、HDD より高速化。
  • 2014〜2016 年:NVMe SSD が登場し、1GB/sec 超の速度が一般化。
  • 2017〜2019 年:3D NAND により大容量化。1TB〜2TB が一般的に。
  • 2020〜2023 年:PCIe 4.0 SSD が普及し、7GB/sec クラスが主流に。
  • 2024〜2026 年:PCIe 5.0 SSD が登場し、10〜14GB/sec の超高速化が進む。

SATA SSD

SATA SSD は HDD と同じ SATA インターフェースを使用するため、 古い PC でも利用できる互換性の高さが魅力です。

ただし SATA III の帯域(600MB/sec)がボトルネックとなり、 NVMe SSD と比べると速度は大きく劣ります。

NVMe(PCI Express)

NVMe SSD は PCI Express を利用することで、SATA を大きく上回る速度を実現します。
""", [("600MB/sec","bandwidth",600*M,1,[],"'数 GB/sec' has no number"),("32GB","capacity",32*G,1,[],"'32GB〜128GB' wave-dash range; year ranges (2008〜2010 年) left out"),
("128GB","capacity",128*G,1,[],""),("6Gbps","link_speed",6e9,1,[],"'SATA III(6Gbps)'"),("1GB/sec","bandwidth",G,1,[],"'1GB/sec 超'"),
("1TB","capacity",T,1,[],"'1TB〜2TB'"),("2TB","capacity",2*T,1,[],""),("7GB/sec","bandwidth",7*G,1,[],"'7GB/sec クラス'"),
("10","bandwidth",10*G,"10〜14GB",["unit_elsewhere"],"'10〜14GB/sec' (the year range '2024〜2026' precedes it)"),("14GB/sec","bandwidth",14*G,1,[],""),
("600MB/sec","bandwidth",600*M,2,[],"'帯域(600MB/sec)'")])

doc("ja81_hypergadget-hp-fx700", "ja", "check9",
 "https://hypergadget.jp/macminim4_externalstorage_bought/2/",
"""厳選した中から実際に購入したSSDがコチラ。
モデル名 | HP FX700 2TB SSD |
通信プロトコル | NVMe2.0 |
本体サイズ | M.2 Type 2280 |
データ容量 | 2TB |
接続規格 | PCIe Gen4×4 |
最大読込速度 | 7200MB/s |
最大書き込み速度 | 6200MB/s |
メーカー | HP |
保証期間 | 5年 |
通信プロトコルは『NVMe 2.0』。SSDのプロコトルは『AHCI』『NVMe』に大きく分類。AHCIはHDD用途の古い規格、『SATA』に向けられたプロトコルです。NVMeはSSDに最適化されており、処理速度の面でAHCIを上回ります。
本体サイズは『M.2 Type 2280』。2280は『幅:22mm』『長さ:80mm』であることを示します。SSDケースを選ぶ際は、『購入するSSDのサイズに適合しているか』をしっかり確認しましょう。
データ容量は『2TB』をセレクト。SSDは基本的に、『大容量』になるほど『容量に対する価格』が下がる傾向にあります。また『長く使える』という部分もメリット。私は1TBと悩んだ末、結局『2TB』を購入することに。
接続規格は『PCIe Gen4×4』。最新規格は『PCIe Gen5』ですが、SSDはまだかなり割高な印象。実用面も含めて『PCIe Gen4×4で十分』という判断です。
『×4』はレーンの数を示します。旧規格おなるPCIe Gen3は、各レーンあたりの速度(理論値)がおよそ『1GB/s』。対してPCIe Gen4は約2倍の『2GB/s』。レーン数が増えると帯域幅が広がり、大きなデータを転送しやすくなるのがポイントです。
""", [("2TB","capacity",2*T,1,["name"],"'HP FX700 2TB SSD'; versions, 'M.2 Type 2280', 'Gen4×4' and dimensions left out"),
("2TB","capacity",2*T,2,[],"table"),("7200MB/s","bandwidth",7200*M,1,[],"max read"),("6200MB/s","bandwidth",6200*M,1,[],"max write"),
("5年","duration",5*Y,1,[],"warranty"),("2TB","capacity",2*T,3,[],"'『2TB』をセレクト'"),("1TB","capacity",T,1,[],""),
("2TB","capacity",2*T,4,[],""),("1GB/s","bandwidth",G,1,[],"per PCIe lane"),("2GB/s","bandwidth",2*G,1,[],"'約2倍' left out")])

doc("en80_guru3d-lexar-nm800pro-linear", "en", "tune9",
 "https://www.guru3d.com/review/lexar-nm800-pro-m-2-nvme-ssd-review/page-9/",
"""Lexar NM800 Pro 2TB M.2 NVMe SSD review

Memory (DDR4/DDR5) and Storage (SSD/NVMe) 368 Page 9 of 17 Published by

teaser

SSD Performance Read and Write performance (linear) analysis

SSD Performance Linear Read and Write performance analysis

In this chapter of the review, we will completely fill the SSD with data and observe what happens to the write performance as a result of doing so. So, for example, if the SSD has a capacity of 2TB, we'll read and then write continually. So we can see how the SSD would react when subjected to large amounts of read and write activities at the same time.

As a solution to the sluggish read/write performance of TLC SSDs, manufacturers have added an SLC cache, sometimes known as a pSLC cache, into their products (pseudo). The amount of space available is determined by the capacity of the SSD. If there is still some free SLC cache space available, the SSD's read/write performance is comparable to that of SLC NAND, as long as the space has not been totally utilized. When the SLC cache is completely depleted, the firmware (FW) initiates background garbage collection in order to clear off the remaining space. Additionally, while garbage collection is taking place, data is still being sent to the drive, which has an adverse effect on its overall performance. With this test, we can examine what happens when the cache fills up and the write speed falls back to the lowest feasible value.

 

Image3


We can see that the read performance remains constant across the full storage capacity (we're reading 500% / 1 TB here); we average out at ~6100 MB/sec on average throughout the entire linear reading process.


Image100


Linear write testing then; When it comes to writing performance on any NAND storage device, the infamous Achilles heel comes into play - if the pSLC buffer runs out of space, and once that happens you're back to bare TLC write performance. We peak at 5890 MB/sec after ~30% (615 GB) percent written on the SSD, writes ~drop,""",
 [("2TB","capacity",2*T,1,["name"],"product name in the headline; page counters (368, 'Page 9 of 17') and image placeholders (Image3, Image100) left out"),
("2TB","capacity",2*T,2,[],"'a capacity of 2TB'"),("1 TB","capacity",T,1,[],"'500% / 1 TB'"),("6100 MB/sec","bandwidth",6100*M,1,[],"'~6100 MB/sec' average"),
("5890 MB/sec","bandwidth",5890*M,1,[],"peak; '~30%' left out"),("615 GB","capacity",615*G,1,[],"written before the drop; the stored excerpt ends mid-sentence")])

doc("en81_xbitlabs-2tb-7200rpm", "en", "check9",
 "http://www.xbitlabs.com/articles/storage/print/2tb-7200rpm.html",
"""2 TB Hard Disk Drives: Now at 7,200 RPM

It looks like we have just got another proof of the world progress theory. First we discussed 2 TB hard drives with 5,400 RPM spindle rotation speed. And today we are going to look at six solutions with faster rotating platters from Hitachi, Seagate and Western Digital.

by Aleksey Meyev , Nikita Nikolaichev
01/11/2010 | 02:53 PM

The world is often evolving in what looks like a spiral. Here is an example from the hard disk drive market: on the previous turn of the spiral we compared 2-terabyte models with spindle rotation speed of 5400rpm but now we are going to study products whose platters are rotating at a higher speed.

 

Using its time-tested 5-platter design, Hitachi was the first to introduce such a model, the Deskstar 7K2000, reminding us of the situation with 1-terabyte HDDs two years ago. Then, the 5-platter design coupled with lower-density platters helped Hitachi be two or three months ahead of its opponents and offer a 1TB drive that had no alternatives. The opponents eventually joined the race, though, and offered 1 terabyte on three platters only, and Hitachi’s only argument was a very low, nearly dumping, price afterwards.

 

Hitachi’s opponents, in their turn, focused on polishing off 500GB platters by releasing 1-platter slim 500GB products such as the Seagate ST3500410AS/ST3500318AS, Samsung HD502HJ, and WD WD5000AAKS-00V1A0. These drives are a different story and should be left for another review, though.

 

The manufacturers having achieved a stable operation of a pack of 500GB platters, 4-platter HDDs rushed to the market. All of the makers, excluding Samsung which is not yet ready to produce a 4-platter desktop HDD, have decided that a large HDD needs a large cache buffer. The amount of 64 megabytes of cache memory, first implemented by WD in its WD2002FYPS, has become a de-facto standard as all new-generation HDDs are equipped with it.
""", [("2 TB","capacity",2*T,1,[],"headline; rpm, byline date and time, platter counts and model numbers left out"),("2 TB","capacity",2*T,2,[],""),
("2-terabyte","capacity",2*T,1,["spelled_out"],"hyphenated"),("1-terabyte","capacity",T,1,["spelled_out"],""),
("two years","duration",2*Y,1,["spelled_out"],"'two years ago'"),("two","duration",2*Y/12,"two or three months",["spelled_out","unit_elsewhere"],"'two or three months ahead'"),
("three months","duration",3*Y/12,1,["spelled_out"],""),("1TB","capacity",T,1,[],""),("1 terabyte","capacity",T,1,["spelled_out"],"'three platters' is a count"),
("500GB","capacity",500*G,1,[],"per platter"),("500GB","capacity",500*G,2,[],"'slim 500GB products'"),("500GB","capacity",500*G,3,[],""),
("64 megabytes","capacity",64*M,1,["spelled_out"],"cache")])

doc("de80_techstage-externe-ssd-tbw", "de", "tune9",
 "https://www.techstage.de/ratgeber/kaufberatung-externe-ssds-pfeilschnelle-datenspeicher/xvm72l2",
"""Im Vergleich zu konventionellen externen Festplatten warten SSDs mit einer Reihe von Vorteilen auf: Sie sind schneller, kleiner und unempfindlicher gegenüber Stößen sowie versehentlichem Herunterfallen. Statt einer erschütterungsempfindlichen Mechanik, die aus rotierenden Magnetscheiben und den zugehörigen Lese- und Schreibarmen besteht, arbeiten im Inneren NAND-Flash-Speicherzellen.
Den meisten Speicherplatz fürs Geld bietet jedoch nach wie vor die gute, alte Festplatte: So kostet etwa eine 10 TByte große Western Digital Elements Desktop gegenwärtig rund 170 Euro, während die 960 GByte fassende ADATA SD600Q als einer der günstigsten Vertreter aus dem SSD-Lager mit knapp 100 Euro zu Buche schlägt. Auf den Preis pro Terabyte umgerechnet stehen sich somit 16,90 (HDD) und 104 Euro (SSD) gegenüber. Die zielführende Frage vor dem Kauf lautet: Wieviel Speicherplatz benötige ich und wie schnell muss dieser sein?
Wie lange halten (externe) SSDs?
Als Haltbarkeitsindikator für ihre SSDs berufen sich die Hersteller auf die Angabe der Total Bytes Written (TBW), denn Flash-Zellen verschleißen durch häufiges Beschreiben. Im Gegensatz zu den internen Laufwerken findet sich die Angabe jedoch bei externen SSDs fast nie. Schade, dass es diesbezüglich zwar auf fast allen Herstellerseiten viele hippe Wohlfühl-Headlines gibt, aber kaum harte Spezifikationen. Um einen Anhaltspunkt zu erhalten, lohnt daher der Blick auf die deutlich besser dokumentierten internen Geschwister. Als Beispiel dient Samsungs SSD 970 EVO Plus (Testbericht) :
Kapazität | Total Bytes Written (TBW), Herstellerangabe |
---|---|
250 GByte | 150 TByte |
500 GByte | 300 TByte |
1 TByte | 600 TByte |
2 TByte | 1200 TBye |
Die Tabelle zeigt: Je größer die SSD, desto mehr kann darauf geschrieben werden. Eine doppelt so große Schreibmenge bei doppelt so großem Speicher läuft letztlich auf die gleiche Haltbarkeit hinaus.
""", [("10 TByte","capacity",10*T,1,[],"'TByte' unit; prices (170 Euro, 100 Euro, 16,90, 104 Euro) left out"),("960 GByte","capacity",960*G,1,[],"'SD600Q' is a model number"),
("250 GByte","capacity",250*G,1,[],"TBW table"),("150 TByte","endurance",150*T,1,[],"TBW column"),("500 GByte","capacity",500*G,1,[],""),
("300 TByte","endurance",300*T,1,[],""),("1 TByte","capacity",T,1,[],""),("600 TByte","endurance",600*T,1,[],""),
("2 TByte","capacity",2*T,1,[],""),("1200 TBye","endurance",1200*T,1,[],"typo 'TBye' for TByte as published; read as TB in the TBW column")])

doc("de81_heise-externe-ssds-usb-c", "de", "check9",
 "https://www.heise.de/ct/ausgabe/2018-9-Sieben-externe-SSDs-mit-USB-und-USB-C-Anschluss-4013360.html",
"""Große Datenmengen verlangen große Datenträger. Zwar gibt es durchaus USB-Sticks mit Kapazitäten bis zu einem oder zwei Terabyte, doch die meisten sind recht langsam: Mehr als 200 MByte/s schafft beim Schreiben kaum einer. Flotter geht es mit externen SSDs, die an einem schnellen USB-3.1-Anschluss weit mehr als das Doppelte schaffen.
Sieben aktuelle externe SSDs trafen zum Test in der Redaktion ein: G-Technology G-Drive Slim SSD USB-C, Intenso 1.8" Portable SSD Premium Edition, LaCie Rugged Thunderbolt USB-C, SanDisk Extreme Portable SSD, Silicon Power Bolt B10, Verbatim Vx500 und Western Digital My Passport SSD. Sie kommen mit USB-B oder USB-C, die meisten unterstützen USB 3.1 Gen 2 alias Superspeed+ und erreichen so zumindest theoretisch Geschwindigkeiten von mehr als 1 GByte/s.
LaCies Rugged Thunderbolt hat, wie der Name schon verrät, einen weiteren Anschluss. Dieser arbeitet jedoch nur nach Thunderbolt 2 mit einem Stecker, der in moderne Macs nicht mehr hineinpasst.
Marketing und Wirklichkeit
Der werbewirksame Aufdruck „USB 3.1“ verspricht noch keine hohe Geschwindigkeit. USB 3.1 gibt es in zwei Versionen: Superspeed entspricht der bei USB 3.0 üblichen mit 5 GBit/s, erst Superspeed+ verspricht höhere Datenraten bis zu 10 GBit/s. Inzwischen dürfte sich auch herumgesprochen haben, dass das Vorhandensein eines USB-C-Steckers mit der Geschwindigkeit nichts zu tun hat – dieser dient lediglich dem einfacheren Verbinden, da er auch um 180 Grad gedreht in die Buchse passt.
An der Bauform der SSDs kann man häufig schon erkennen, ob die SSDs eine höhere Geschwindigkeit erreichen könnten: Ist das Gehäuse nur wenig größer als eine übliche 2,5-Zoll-SSD, wird wohl eine solche drinstecken – und damit kann die Geschwindigkeit nicht über der einer üblichen SATA-SSD liegen, also maximal 570 MByte/s.
""", [("einem","capacity",T,"einem oder zwei Terabyte",["spelled_out","unit_elsewhere"],"'bis zu einem oder zwei Terabyte': 'einem' = one, TB shared"),
("zwei Terabyte","capacity",2*T,1,["spelled_out"],""),("200 MByte/s","bandwidth",200*M,1,[],"'das Doppelte' is not a figure"),
("1 GByte/s","bandwidth",G,1,[],"form factors (1.8-inch, 2,5-Zoll), model names and USB/Thunderbolt versions left out"),
("5 GBit/s","link_speed",5e9,1,[],""),("10 GBit/s","link_speed",10e9,1,[],"'180 Grad' left out"),("570 MByte/s","bandwidth",570*M,1,[],"")])

doc("fr80_modding-corsair-mp600-pcie", "fr", "tune9",
 "https://www.modding.fr/test-corsair-mp600/3",
"""Quelques détails techniques :
Avant de rentrer dans le vif du sujet, il me semble important d’aborder rapidement quelques éléments concernant le vocabulaire technique que nous allons copieusement utiliser dans la suite de cet article.

C’est quoi une puce NAND?
La mémoire flash est un support de stockage informatique non volatile qui peut être effacé et reprogrammé électriquement. Le type NAND (qui porte le nom d’une porte logique) est principalement utilisé dans les cartes mémoire, les clés USB, les disques SSD, pour le stockage et le transfert de données.
A ce jour, il existe quatre méthodes principales de stockage NAND :
- SLC (1 bit par cellule écrite) – le plus rapide, le coût le plus élevé, la meilleure durabilité
- MLC (2 bits par cellule écrite)
- TLC (3 bits par cellule écrite)
- QLC (4 bits par cellule écrite) – le plus lent, le moins coûteux, la moins durable

Dans nos appareils grand public on trouve principalement de NAND TLC voire de la QLC. Cela offre un ratio prix / performances suffisant pour les usages et les plateformes.
Et le NVME ?
NVMe est également connu sous le nom de Non-Volatile Memory Express. Cette norme exploite le port PCIe qui offre une bande passante élevée et un chemin direct vers le processeur et la mémoire. Cela permet d’éviter les ralentissements des connexions SATA3. Et chaque génération de norme PCIe améliore les débits possibles.
Version PCIe |
x1 |
x4 |
x8 |
x16 |
1.0 |
250 Mo / s |
1 Go / s |
2 Go / s |
4 Go / s |
2.0 |
500 Mo / s |
2 Go / s |
4 Go / s |
8 Go / s |
3.0 |
984,6 Mo / s |
3938 Mo / s |
7877 Mo / s |
15754 Mo / s |
4.0 |
1969 Mo / s |
7877 Mo / s |
15754 Mo / s |
31508 Mo / s |
Pour que les SSD NVMe M.2 comme notre Corsair MP600 puissent pleinement s’exprimer, il lui faut une liaison Gen 4.0 x4 qui permet de gérer une bande passante totale de 16 Go / s (bidirectionnelle).
""", [("250 Mo / s","bandwidth",250*M,1,[],"PCIe table, one cell a line, 'Mo / s' with spaced slash; bits per cell, versions and lane counts (x1 ... x16) left out"),
("1 Go / s","bandwidth",G,1,[],""),("2 Go / s","bandwidth",2*G,1,[],""),("4 Go / s","bandwidth",4*G,1,[],""),
("500 Mo / s","bandwidth",500*M,1,[],""),("2 Go / s","bandwidth",2*G,2,[],""),("4 Go / s","bandwidth",4*G,2,[],""),("8 Go / s","bandwidth",8*G,1,[],""),
("984,6 Mo / s","bandwidth",984.6*M,1,[],"decimal comma"),("3938 Mo / s","bandwidth",3938*M,1,[],""),("7877 Mo / s","bandwidth",7877*M,1,[],""),
("15754 Mo / s","bandwidth",15754*M,1,[],""),("1969 Mo / s","bandwidth",1969*M,1,[],""),("7877 Mo / s","bandwidth",7877*M,2,[],""),
("15754 Mo / s","bandwidth",15754*M,2,[],""),("31508 Mo / s","bandwidth",31508*M,1,[],""),("16 Go / s","bandwidth",16*G,1,[],"'Gen 4.0 x4' left out")])

doc("fr81_canardpc-guide-stockage-ssd", "fr", "check9",
 "https://www.canardpc.com/guides-dachat-stockage-canard-pc-hardware-49/",
"""Guides d’achat – Stockage (SSD)
Les SSD vont bientôt doubler (encore) leurs performances théoriques, avec l'arrivée en masse du PCI-Express 5.0.
Notez qu'en tant que "Partenaire Amazon", nous pouvons réaliser un bénéfice sur les achats remplissant les conditions requises.
Les choix de la rédac'
Entrée de gamme | Crucial P3 Plus (1 To)
Petit à petit, les SSD NVMe sur PCIe 4.0 ont fini par supplanter les modèles PCIe 3. Le Crucial P3 Plus est un modèle modeste, à mémoire flash QLC et sans cache DRAM, mais il offre tout de même des débits extrêmement confortables : près de 5 Go/s en lecture séquentielle, et 3,5 Go/s en écriture (tant que son cache pseudo-SLC n'est pas saturé).
Milieu de gamme | Crucial T500 (1 To)
Plus ambitieux, le T500 passe en mémoire TLC et embarque 1 Go de cache LPDDR4 par To de stockage – ce qui en fait automatiquement un bien meilleur candidat si l'on souhaite y installer l'OS de sa machine. Côté débit, sans surprise, on n'est pas loin de saturer l'interface PCIe 4 x4 : 7,3 Go/s en lecture, presque autant en écriture.
Haut de gamme | WD Black SN850X (2 To)
Quitte à dépenser encore plus, autant simplement prendre plus d'espace de stockage, plutôt que de passer à un modèle PCIe 5 hors de prix pour peu de conséquences en usage réel. Évidemment, rien ne vous oblige à opter pour un modèle premium tel que ce SN850X (quasiment équivalent au T500) : un P3 Plus en 2 To coûte une cinquantaine d'euros en moins.
L'analyse de Canard PC Hardware
Qu’est-ce qu’un SSD ? De la mémoire flash couplée à un contrôleur plus ou moins rapide et efficace. En 2022, ils peuvent atteindre 8 To, avec une capacité moyenne entre 500 Go et 2 To. Et dans cet intervalle, il est possible de trouver des modèles d'entrée de gamme vendus à environ 1 € pour 10 Go (soit aux environs de 100 € pour un modèle de 1 To).
""", [("1 To","capacity",T,1,["name"],"'Crucial P3 Plus (1 To)'; PCIe versions left out"),("5 Go/s","bandwidth",5*G,1,[],"'près de 5 Go/s' (the quote also sits inside the later '3,5 Go/s')"),
("3,5 Go/s","bandwidth",3.5*G,1,[],"decimal comma"),("1 To","capacity",T,2,["name"],"'Crucial T500 (1 To)'"),
("1 Go","capacity",G,1,[],"'1 Go de cache LPDDR4 par To de stockage'"),("7,3 Go/s","bandwidth",7.3*G,1,[],""),
("2 To","capacity",2*T,1,["name"],"'WD Black SN850X (2 To)'"),("2 To","capacity",2*T,2,[],"'un P3 Plus en 2 To'; price left out"),
("8 To","capacity",8*T,1,[],"year left out"),("500 Go","capacity",500*G,1,[],""),("2 To","capacity",2*T,3,[],""),
("10 Go","capacity",10*G,1,[],"'1 € pour 10 Go' (price per 10 GB)"),("1 To","capacity",T,3,[],"'100 €' left out")])

doc("it80_informaticaprod-scegliere-ssd", "it", "tune9",
 "https://informaticaprod.it/4geek/scegliere-lssd-giusto-guida-allacquisto",
"""Gli SSD sono una parte fondamentale di un computer. Ecco perché spesso e volentieri li sentiamo nominare, ed ecco spiegato il motivo per cui, in fase di acquisto, il commesso del punto vendita tende a sottolinearne con insistenza la capienza.
Già solo per come si propone, e quindi per il produttore che vi sta dietro e per la capacità di memoria su cui può contare, l’SSD dà la misura della sua affidabilità: quando compriamo un computer nuovo o quando intendiamo ristrutturarlo con qualche componente più moderna, insomma, va assolutamente tenuto sott’occhio questo elemento!
SSD: valutare… le prestazioni
La maggior parte degli SSD presenti sul mercato – siano essi per PC Dekstop o per notebook – hanno un formato 2.5″ e vengono installati all’interno della macchina attraverso dei connettori SATA. A sua volta, lo standard del SATA è utile per definire la velocità di trasferimento dati. Per capirci, un SATA 3 riesce a far girare fino a 6 Gbps, mentre un SATA 2, solitamente presente nei computer portatili, vanta prestazioni che difficilmente vanno oltre i 3 Gbps.
C’è poi il SATA Express che permette l’unione dell’infrastruttura SATA con l’interfaccia PCI Express, e che proprio per questo riesce a far toccare al sistema la bellezza di 10 Gbit al secondo (che sulla carta, e quindi livello puramente teorico, sono 16 Gbit/s).
SSD: valutare… la memoria
Come detto inizialmente, molto importante è anche il discorso memoria. Dovete sapere intanto che gli SSD, esattamente come gli hard disk meccanici, rispondono ormai a un’ampia varietà di tagli tale da permettere di accontentare tutte le esigenze possibili. In linea di massima, comunque, un taglio da 256/521GB è assolutamente esaustivo. Se invece l’SSD ha il compito di affiancare qualcosa di già esistente, allora un 120GB può già andare bene.
""", [("6 Gbps","link_speed",6e9,1,[],"'2.5″' form factor and SATA versions left out"),("3 Gbps","link_speed",3e9,1,[],""),
("10 Gbit al secondo","link_speed",10e9,1,["spelled_out"],""),("16 Gbit/s","link_speed",16e9,1,[],""),
("256","capacity",256*G,"256/521GB",["unit_elsewhere"],"'256/521GB': GB shared"),("521GB","capacity",521*G,1,[],"as published (512 meant); literal value kept"),
("120GB","capacity",120*G,1,[],"")])

doc("it81_toptrade-toshiba-hdd-scelta", "it", "check9",
 "http://www.toptrade.it/rubriche/tendenze/hard-disk-come-scegliere-quello-piu-adatto/",
"""Dal punto di vista della forma e della tecnologia di base, i diversi modelli di hard disk (HDD) possono sembrare simili, ma un’analisi più approfondita rivela rapidamente caratteristiche tecniche molto differenti. Gli HDD sono progettati per applicazioni specifiche e chi, al momento dell’acquisto, prende in considerazione solo il prezzo o la capacità rischia di incorrere in errori e guasti anche durante il periodo di garanzia.

Toshiba si impegna a fare chiarezza e a spiegare le principali differenze tra le diverse serie di HDD:

HDD per desktop: gli hard disk per PC sono generalmente progettati per tempi di funzionamento giornalieri da 8 a 16 ore e un carico di lavoro annuale di 55 TB (lettura e scrittura). Questo è normalmente sufficiente per svolgere qualsiasi attività informatica standard in ambito privato e professionale, ma non lo è per i sistemi di videosorveglianza, di network storage o server. In questi casi, gli hard disk funzionano 24 ore su 24 e devono far fronte a carichi di lavoro molto più elevati, perché sono continuamente utilizzati da un numero maggiore di utenti e applicazioni. Sulla base di un MTTF (Mean Time To Failure) di 600.000 ore, l’AFR (Annual Failure Rate) di un hard disk per desktop è dell’1,46%, quando è in funzione per 16 ore al giorno, se invece viene utilizzato 24 ore su 24, 7 giorni su 7, l’Annual Failure Rate aumenta significativamente entro al massimo dopo due anni. Inoltre, si registra un incremento considerevole del tasso di errori di lettura, che non possono essere compensati dal sistema di correzione degli errori. Ad esempio, il tasso di errori irrecuperabili (UER) di un hard disk per desktop è di 1 su 10 alla potenza di 14: un errore di lettura irrecuperabile si verifica statisticamente ogni 12,5 TB in media (10 alla potenza di 14 bit). Con un carico di lavoro previsto di 55 TB, ciò significa che un errore di lettura si verificherebbe ogni 2,7 mesi circa in funzionamento continuo.
""", [("8","duration",8*H,"8 a 16 ore",["unit_elsewhere"],"'da 8 a 16 ore' daily operating time"),("16 ore","duration",16*H,1,[],""),
("55 TB","endurance",55*T,1,[],"annual workload rating (read and write), a rated data volume like TBW"),
("24 ore","duration",24*H,1,[],"'24 ore su 24' (round the clock): the trailing '24' is part of the idiom, left out"),
("600.000 ore","duration",600000*H,1,[],"MTTF, dot grouping; '1,46%' left out"),("16 ore","duration",16*H,2,[],"'16 ore al giorno'"),
("24 ore","duration",24*H,2,[],""),("7 giorni","duration",7*D,1,[],"'7 giorni su 7'"),("due anni","duration",2*Y,1,["spelled_out"],""),
("12,5 TB","capacity",12.5*T,1,[],"data read per unrecoverable error; '1 su 10 alla potenza di 14' and '10 alla potenza di 14 bit' left out"),
("55 TB","endurance",55*T,2,[],"expected workload"),("2,7 mesi","duration",2.7*Y/12,1,[],"decimal comma")])

doc("es80_infotecnologia-discos-externos", "es", "tune9",
 "https://infotecnologia.info/amp/default/los-discos-externos-por-fuera-son-todos-iguales-como-los-de-trap-pero-por-dentro-son-bien-diferentes",
"""Ya sea como back up de contenidos o para extender el espacio de almacenamiento de una notebook, el disco externo es un dispositivo infaltable. A diferencia de la nube los discos duros externos no requieren conexión a Internet ni cuenta de usuario para acceder a su contenido.
Si bien por fuera parecen todos iguales, existen características que diferencian a los discos externos sustancialmente. Desde Acer destacan cinco:
1. Tipo de disco
Los discos externos se dividen en dos categorías: unidades de disco duro externas (HDD) y unidades de estado sólido externas (SSD). Los HDD constan de platos mecánicos y un cabezal de lectura y escritura que recupera los datos de la unidad.
Las SSD son unidades no mecánicas y se basan en la memoria flash.
2. Capacidad de almacenamiento
Al considerar qué disco duro externo comprar, debés pensar en tus necesidades de almacenamiento. En general, guardar vídeos e imágenes requerirá más espacio de almacenamiento que los documentos y podés necesitar un disco duro externo de 1TB o superior. Aquí tenés una guía general para saber cuánto espacio necesitás.
• Documentos: <80 GB
• Música: 80 - 120 GB
• Software: 120 - 320 GB
• Vídeos: 320 GB - 1 TB
• Vídeos 4K o HD: más de 1 - 2 TB
3. Velocidad de transferencia y tipo de conexión
Al comprar un disco duro externo, más grande no siempre es mejor. La velocidad de transferencia es crucial, especialmente si transferís archivos de un lado a otro con regularidad. Es importante considerar cómo se conectarán la unidad externa y el PC o dispositivo móvil. Los dispositivos USB 2.0 son útiles para transferencias pequeñas e irregulares, pero tienen una velocidad máxima de transferencia de 480 Mbps. El siguiente escalón, USB 3.0, USB 3.1 Gen1 o USB 3.2 Gen1 ofrecen velocidades de transferencia de unos 5 Gbps, mientras que USB 3.1 Gen2 y USB 3.2 Gen2 ofrecen 10Gbps. Por si fuera poco, USB 3.2 Gen 2x2 puede alcanzar hasta 20 Gbps.
""", [("1TB","capacity",T,1,[],"Argentine usage (debés, podés); list numbers and '4K' left out"),("80 GB","capacity",80*G,1,[],"'<80 GB'"),
("80","capacity",80*G,"80 - 120",["unit_elsewhere"],"'80 - 120 GB' range"),("120 GB","capacity",120*G,1,[],""),
("120","capacity",120*G,"120 - 320",["unit_elsewhere"],"'120 - 320 GB'"),("320 GB","capacity",320*G,1,[],""),
("320 GB","capacity",320*G,2,[],"'320 GB - 1 TB'"),("1 TB","capacity",T,1,[],""),
("1","capacity",T,"1 - 2 TB",["unit_elsewhere"],"'más de 1 - 2 TB'"),("2 TB","capacity",2*T,1,[],""),
("480 Mbps","link_speed",480e6,1,[],"USB versions left out"),("5 Gbps","link_speed",5e9,1,[],""),("10Gbps","link_speed",10e9,1,[],""),
("20 Gbps","link_speed",20e9,1,[],"")])

doc("es81_fullaprendizaje-ssd-durabilidad", "es", "check9",
 "https://fullaprendizaje.com/2023/07/Los-mejores-ssd-economicos-de-mayor-durabilidad.html",
"""En el mercado hay varias opciones de unidades de disco duro SSD con
diferentes características, variando cualidades como su tipo, la caché y la
controladora. Se evaluaron marcas reconocidas como Crucial,
SanDisk y Kingston, y también marcas chinas como
Baititon y Kingspec. Se comprobó si estas unidades alcanzan la
cantidad de terabytes escritos (TBW) especificada por el fabricante antes de
presentar fallas. Esta información puede ser útil para tomar decisiones de
almacenamiento en el futuro.
¿Cómo se determina si un SSD es mejor o peor?
Goroware realizó pruebas de durabilidad en unidades SSD, no
evaluando las velocidades de lectura y escritura. El objetivo era
determinar si las unidades alcanzaban los 100 TB de escritura, incluso
superando el TBW proporcionado por el fabricante.
Se seleccionaron las unidades SSD de gama de entrada más populares
de Crucial, SanDisk y Kingston, conocidas por sus precios bajos y buen
rendimiento. También se compararon con marcas chinas como Baititon y
Kingspec.
Todas las unidades SSD se conectaron simultáneamente a un equipo con una
placa base SATA II, ya que la velocidad no era relevante en este
caso. Si alguna unidad alcanzaba un rendimiento de escritura de 10 MB/s o
menos, se consideraba que había fallado.
El software HD Tune Pro se utilizó durante 3 meses para realizar pruebas
de escritura intensiva, con el sistema funcionando las 24 horas del
día.
¿Cómo respondió cada disco duro a los test realizados?
Es importante destacar que los terabytes escritos (TBW) proporcionados por
los fabricantes suelen ser cifras conservadoras. Muchos fabricantes ofrecen
garantías extendidas para sus SSD y utilizan los TBW como límite. Sin
embargo, en la práctica, es común que los SSD sigan siendo utilizables sin
problemas una vez superado este límite de escritura.
Crucial BX500
El SSD de Crucial, una marca líder en el mercado, ofreció un rendimiento
sólido durante la prueba. Con una capacidad de escritura de 80 TB, superó
lo""", [("100 TB","endurance",100*T,1,[],"'100 TB de escritura' target written volume; the text is hard-wrapped as published"),
("10 MB/s","bandwidth",10*M,1,[],"failure threshold; 'SATA II' left out"),("3 meses","duration",3*Y/12,1,[],""),
("24 horas","duration",24*H,1,[],"'las 24 horas del\\ndía'"),("80 TB","endurance",80*T,1,[],"'capacidad de escritura de 80 TB' rated TBW; the stored excerpt ends mid-sentence")])

doc("nl80_dailynintendo-microsd-express", "nl", "tune9",
 "https://dailynintendo.nl/microsd-express-wat-is-dat-nu-precies/",
"""Gamestop had van de week microSD Express toegevoegd aan hun systeem voor de Nintendo Switch 2. Eerdere geruchten hadden dit type microSD al eens genoemd. Het lijkt er dus op dat de Switch 2 weer geheugen kan laten uitbreiden met microSD kaarten, maar het is wel een flink verschil qua mogelijkheden.

Sinds de eerste generatie van de Nintendo Switch wordt het al ondersteund om het geheugen uit te breiden met microSD kaarten. In de recente jaren hebben de meeste kaarten minimaal wel 90 MB/s aan lees- en schrijfsnelheid. Dit kan oplopen naar zo’n 160 MB/s. Voor de oorspronkelijke Switch heb je een kaartje nodig van minimaal tussen de 60 en 95 MB/s. Des te sneller je kaart, des te beter je apparaat geïnstalleerde data kan lezen. Dus open werelden hebben minder haperingen en laadschermen worden korter bij hogere snelheden.

Hoewel de PS5 en Xbox Series X hier geen hele officiële cijfers over hebben, hebben die snelheden die vele malen hoger zijn. Zelfs een uitbreiding van het geheugen van de PS5 heeft minimaal 5.500 MB/s nodig. Hier zitten dus werelden van verschil. Nu past een grote SSD alleen niet zo makkelijk in een handheld apparaat, maar hier komt microSD Express voor.

Nu gaan deze nieuwe microSD kaarten de snelheid van een PS5 en Xbox Series X natuurlijk nooit halen. Het is echter wel een enorme sprong vooruit. Samsung had het vorig jaar over snelheden die tot 985 MB/s komen en Sandisk heeft een kaart op de markt met een snelheid van 880 MB/s. Dit is dus een flink stuk sneller dan de oude microSD, ze zijn zelfs een stuk sneller dan SATA SSD. Deze halen een maximale snelheid van 500 MB/s.

Hoewel microSD Express dus niet de snelheden van PS5 bijvoorbeeld halen, zullen ze wel zorgen dat je apparaat veel beter data kan lezen en wegschrijven. Er zal in het begin zeker weer een prijskaartje hebben, maar de oude snelheden zullen waarschijnlijk niet meer voldoen.
""", [("90 MB/s","bandwidth",90*M,1,[],"'Switch 2', 'PS5' are names"),("160 MB/s","bandwidth",160*M,1,[],""),
("60","bandwidth",60*M,"60 en 95",["unit_elsewhere"],"'tussen de 60 en 95 MB/s'"),("95 MB/s","bandwidth",95*M,1,[],""),
("5.500 MB/s","bandwidth",5500*M,1,[],"dot grouping"),("985 MB/s","bandwidth",985*M,1,[],""),("880 MB/s","bandwidth",880*M,1,[],""),
("500 MB/s","bandwidth",500*M,"snelheid van 500 MB/s",[],"the quote also sits inside the earlier '5.500 MB/s': this is the second occurrence")])

doc("nl81_tweakers-40-sata-ssds", "nl", "check9",
 "https://tweakers.net/reviews/8414/40-sata-ssds-heeft-de-sata-ssd-nog-bestaansrecht.html",
"""In oktober las je op Tweakers een vergelijkingstest van NVMe-ssd’s. De goedkoopste modellen uit die test waren soms maar een klein beetje duurder dan menig SATA-ssd. Als je voor een paar tientjes meer een veel snellere ssd in huis haalt, wat is dan nog het bestaansrecht van de SATA-ssd? Wij haalden niet minder dan 40 exemplaren door hetzelfde nieuwe testparcours als in onze NVMe-round-up.

Voor wie is de SATA-ssd nog relevant?

Als je de prijzen van SATA- en NVMe-ssd’s naast elkaar zet, lijkt het antwoord op bovenstaande vraag bijna te zijn: alleen voor oude of goedkope systemen waar simpelweg geen PCIe-ssd in past. Het echte antwoord is uiteraard genuanceerder. In de praktijk nemen SATA-ssd’s voor een deel de rol over die de mechanische harde schijf de afgelopen jaren kreeg, namelijk die van secundaire opslag. Hij is langzamer dan je primaire ssd (de bootschijf), maar wel goedkoper. Daar sluit mooi op aan dat er bij SATA-ssd’s een ruimer aanbod in grote capaciteiten bestaat, simpelweg omdat het grotere formaat van een 2,5”-ssd zich daar beter voor leent.

Zeker nu we de laatste tijd hebben kunnen profiteren van forse prijsdalingen valt die lagere prijs echter wel mee – of eigenlijk tegen. De goedkoopste SATA-ssd’s van 1TB in deze test kosten zo’n 100 euro, slechts enkele euro’s minder dan populaire budget-NVMe-ssd’s. Toen de prijzen in het voorjaar van 2020 even stegen, zagen we dat NVMe-ssd’s daar relatief harder door werden geraakt.
""", [("1TB","capacity",T,1,[],"'40 exemplaren' is a count; '2,5”-ssd' form factor, price '100 euro' and the year left out")])
