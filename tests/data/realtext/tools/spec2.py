doc("nl01_tweakers-samsung-950-pro", "nl", "DROP",
 "https://tweakers.net/reviews/4203/5/samsung-950-pro-ssd-nvme-voor-de-massa-prestaties-traces.html",
"""De drive is voorzien van v-nand, voorheen '3d v-nand' genoemd. Dat is geheugen dat niet uit 'platte' transistors is opgebouwd, maar uit verticaal georiënteerde transistorbuisjes, die bovendien in veel lagen boven op elkaar zijn gepositioneerd. In de eerste versie van de 950 Pro zullen dat 32 lagen zijn, voor capaciteiten van 256 en 512GB. Met de overstap naar v-nand met 48 lagen, begin 2016, moet ook een capaciteit van 1TB gerealiseerd worden.
Om het v-nand aan te sturen werd een nieuwe controller ontwikkeld: de UBX-controller, met drie ARM-cores. Twee daarvan zijn bedoeld voor de communicatie met het nand en de derde is voor de communicatie met de host-pc. De cores zijn op 500MHz geklokt en de controller telt acht kanalen. Er is 512MB lpddr3-geheugen aanwezig en de ssd's verstoken maximaal 6W tijdens activiteit.
""", [("256","capacity",256*G,1,["unit_elsewhere"],"'256 en 512GB'"),("512GB","capacity",512*G,1,[],""),("1TB","capacity",T,1,[],""),
("500MHz","frequency",500*M,1,[],""),("512MB","capacity",512*M,1,[],"DRAM"),("6W","power",6,1,[],"")])

doc("nl02_tweakers-externe-ssds", "nl", "tune",
 "https://tweakers.net/reviews/8792/externe-ssds-bijna-veertig-drives-getest.html",
"""De tijd dat een simpele USB-drive voldoende was om onze honger naar het overzetten van bestanden van het ene apparaat naar het andere te stillen, ligt ver achter ons. Een 'thumbdrive' van 64MB, ooit state-of-the-art, is nu op zijn best een museumstuk. En ook een laptopschijfje in een externe behuizing kan ons niet meer bekoren: het moet groter en sneller, want we krijgen steeds meer data.

In deze round-up hebben we daarom bijna veertig externe ssd's op een rijtje gezet. Daarbij kijken we vooral naar de prijzen en natuurlijk de prestaties. Het merendeel van de geteste drives beschikt over een rappe USB 3.2 Gen2-interface. Die is - in ieder geval in theorie - in staat om data met 10Gbps over te dragen. In megabytes komt dat neer op ongeveer 1200MB/s, maar in de praktijk zal de snelheid nog zeker een procent of tien lager zijn.
""", [("64MB","capacity",64*M,1,[],""),("10Gbps","link_speed",10e9,1,[],""),("1200MB/s","bandwidth",1200*M,1,[],"")])

doc("nl03_hardwareinfo-pcie-ssd-roundup", "nl", "check",
 "https://nl.hardware.info/artikel/7500/7/17-pci-express-ssds-round-up-de-snelste-ssds-test",
"""Met Iometer meten we ook de lees- en schrijfsnelheid bij grote datablokken van 1 MB. Deze test doen we bij QD32, maar juist bij dergelijke datablokken maakt de hoeveelheid parallelle verzoeken weinig tot niets uit, omdat de SSD-controller die uitstekend kan verdelen over meerdere SSD-kanalen.
""", [])

doc("zh01_xjien-ssd-parameters", "zh", "tune",
 "https://zx.xjien.cn/article/tt/34594.html",
"""固态硬盘参数详解——优化您的数据存储效能(全面解读核心性能指标)
一、存储容量配置
固态硬盘的存储容量直接影响数据承载能力,主流规格覆盖256GB至8TB区间。建议普通用户选择500GB-1TB配置平衡价格与实用性,专业用户及企业级应用需考虑4TB以上大容量方案。
二、读写性能参数
1. 顺序读写速度
持续读取速率普遍维持在500MB/s至7GB/s区间,高端NVMe产品可达14GB/s。写入速度标准配置约500MB/s,旗舰级产品突破6GB/s。
2. 随机读写性能
4K随机读取IOPS指标达80K-150K,写入IOPS维持70K-120K水平。专业级SSD可实现百万级IOPS表现。
三、存储介质特性
采用NAND闪存技术,主流为TLC(3bit/cell)和QLC(4bit/cell)架构。TLC方案提供1000-3000TBW写入寿命,QLC产品寿命约500-1000TBW。3D堆叠技术使存储密度提升300%,128层堆叠产品已实现商用。
四、核心控制器
主控芯片采用ARM Cortex-R系列处理器,主频达2.0GHz以上。支持8-16通道并行读写,突发传输速率提升40%。
六、接口协议规范
PCIe 4.0x4接口理论带宽达8GB/s,NVMe 2.0协议降低40%延迟。SATA III接口保持550MB/s传输上限,M.2 2280规格适配主流笔记本设计。
七、功耗与散热
典型工作功耗维持3-5W,待机功耗低于100mW。主动散热方案使温度控制在45℃以下,延长50%使用寿命。
八、可靠性指标
平均无故障时间(MTBF)达200万小时,年故障率低于0.35%。
""", [("256GB","capacity",256*G,1,[],""),("8TB","capacity",8*T,1,[],""),("500GB","capacity",500*G,1,[],""),("1TB","capacity",T,1,[],""),
("4TB","capacity",4*T,1,[],""),("500MB/s","bandwidth",500*M,1,[],""),("7GB/s","bandwidth",7*G,1,[],""),("14GB/s","bandwidth",14*G,1,[],""),
("500MB/s","bandwidth",500*M,2,[],""),("6GB/s","bandwidth",6*G,1,[],""),("80K","iops",80000,1,["unit_elsewhere"],"'IOPS指标达80K-150K'"),
("150K","iops",150000,1,["unit_elsewhere"],""),("70K","iops",70000,1,["unit_elsewhere"],""),("120K","iops",120000,1,["unit_elsewhere"],""),
("1000","endurance",1000*T,1,["unit_elsewhere"],"'1000-3000TBW'"),("3000TBW","endurance",3000*T,1,[],""),
("500","endurance",500*T,"约500-1000TBW",["unit_elsewhere"],"'500-1000TBW'"),("1000TBW","endurance",1000*T,1,[],""),
("2.0GHz","frequency",2e9,1,[],""),("8GB/s","bandwidth",8*G,1,[],""),("550MB/s","bandwidth",550*M,1,[],""),
("3","power",3,"3-5W",["unit_elsewhere"],"'3-5W'"),("5W","power",5,1,[],""),("100mW","power",0.1,1,[],""),("200万小时","duration",2e6*3600,1,[],"MTBF")])

doc("zh02_xingyinbk-ssd-horizontal", "zh", "check",
 "https://xingyinbk.com/pz/2375.html",
"""二、评测对象与规格
本次评测选取了市面上热门的五款SSD,涵盖三星、西部数据、英特尔、金士顿及铠侠等品牌,容量均为1TB,接口类型包括SATA和NVMe两种。我们将从主控芯片、闪存类型、缓存容量等核心技术参数入手,结合实际应用场景,全面评估各款SSD的实际性能。
三、连续读写测试
连续读写是衡量SSD性能的基础指标之一。测试结果显示,采用PCIe ④0接口的NVMe SSD在连续读写上遥遥领先,最高可达7000MB/s的读取和5000MB/s的写入,远超市面上的SATA SSD。
""", [("1TB","capacity",T,1,[],""),("7000MB/s","bandwidth",7000*M,1,[],""),("5000MB/s","bandwidth",5000*M,1,[],"")])

doc("zh03_dbjr-four-dramless-ssd", "zh", "check",
 "http://www.dbjr.com.cn/hardware/yingpan/967144_3.html",
"""而在多隊列多線程的最高隨機讀寫速度方面,可以看到致態TiPlus7100在隨機讀取方面成績最好,隨機寫入性能位居第三名。
Q1T1 4K隨機讀寫性能方面,除了金士頓NV3以外,其余3款SSD在重要的4K單隊列隨機讀取項目中均取得了90 MB/s以上的好成績。
2.Windows大文件讀寫
Windows的文件資源管理機制其實很拉胯,以咱們平時最常用的復制——粘貼操作為例,在Win10下單進程的實際讀寫速度通常在3GB/s左右;即使升級到Win11,單進程寫入速度也基本很難超過4GB/s。
在這里我使用FIO生成了一個100GB的
""", [("90 MB/s","bandwidth",90*M,1,[],""),("3GB/s","bandwidth",3*G,1,[],""),("4GB/s","bandwidth",4*G,1,[],""),("100GB","capacity",100*G,1,[],"")])

doc("pt01_webtejo-nvme", "pt", "tune",
 "https://webtejo.pt/kb/article/10",
"""O que é o NVMe (Non-Volatile Memory Express)?
Os discos NVMe representam uma evolução em relação aos SSDs tradicionais que utilizam a interface SATA/AHCI. Utilizando a interface PCI Express, os NVMe oferecem latências significativamente menores, resultando em um desempenho superior.
Este tipo de disco opera através do barramento PCI Express 3.0, que atinge um máximo teórico de 32 Gbps. Comparando com os 6 Gbps do padrão SATA III, que pode alcançar picos de velocidade de 550 MB/s, os NVMe, ao eliminar esse gargalo e usar a interface PCIe, podem atingir 3.2 GB/s, resultando numa diferença de desempenho notável.
Numa comparação de desempenho entre diferentes modelos de discos, os NVMe mostraram ser significativamente superiores aos SSDs SATA. Em testes de leitura sequencial, os NVMe conseguiram atingir até 2.000 MB/s, enquanto os SSDs SATA ficaram limitados a aproximadamente 550 MB/s. Além disso, os NVMe demonstraram uma capacidade de IOPS até 430K em leituras aleatórias sustentadas, o que representa uma melhoria de 4,3 vezes em relação aos SSDs SATA.
""", [("32 Gbps","link_speed",32e9,1,[],""),("6 Gbps","link_speed",6e9,1,[],""),("550 MB/s","bandwidth",550*M,1,[],""),
("3.2 GB/s","bandwidth",3.2*G,1,[],"decimal point"),("2.000 MB/s","bandwidth",2000*M,1,[],""),("550 MB/s","bandwidth",550*M,2,[],""),
("430K","iops",430000,1,["unit_elsewhere"],"'capacidade de IOPS até 430K'")])

doc("pt02_calculadora-raid-benchmark-nvme", "pt", "check",
 "https://www.calculadora-raid.org/artigos/benchmarking-nvme-real-como-testar-iops-4k-latencia-e-ignorar-o-marketing",
"""Você comprou um SSD NVMe Gen4 que prometia 7.000 MB/s na caixa. Instalou, clonou o sistema e esperou ver o Windows ou Linux iniciar instantaneamente. O resultado? O boot demorou praticamente o mesmo tempo que o seu antigo SSD SATA.
A Ilusão da Velocidade Sequencial no Benchmarking NVMe
Por que seu drive de 7.000 MB/s parece igual a um de 500 MB/s? Porque sistemas operacionais não leem arquivos gigantescos de uma só vez (acesso sequencial). Eles leem milhares de pequenos arquivos de configuração, bibliotecas e logs espalhados pelo disco (acesso aleatório).
Quando o marketing diz "7.000 MB/s", eles estão testando uma leitura contínua, como copiar um único arquivo de vídeo de 50GB. Mas o boot do seu sistema é composto por leituras de blocos de 4KB.
Se o seu NVMe consegue ler blocos de 4K a uma velocidade de 60 MB/s (o que é comum em QD1), não importa que
""", [("7.000 MB/s","bandwidth",7000*M,1,[],""),("7.000 MB/s","bandwidth",7000*M,2,[],""),("500 MB/s","bandwidth",500*M,1,[],""),
("7.000 MB/s","bandwidth",7000*M,3,[],""),("50GB","capacity",50*G,1,[],""),("60 MB/s","bandwidth",60*M,1,[],"")])

doc("pt03_inforgreen-velocidade-discos", "pt", "check",
 "https://inforgreen.pt/en/blog/blig/rapidissimo",
"""Compare a VELOCIDADE DOS DISCOS..

HDD » 45MB/s

SSD SATA » 450MB/s = 10x

SSD M2 » 500MB/s = 11x

SD M2 NVME » 2500/MB/s = 55x

Os computadores tornam-se rapidíssimos através de um disco SSD, que faz aumentar a sua velocidade em 10 vezes, na ordem dos 540GB/s. Se forem discos NVME a velocidade aumenta para 2500GB/s.
""", [("45MB/s","bandwidth",45*M,1,[],""),("450MB/s","bandwidth",450*M,1,[],""),("500MB/s","bandwidth",500*M,1,[],""),
("540GB/s","bandwidth",540*G,1,[],"as written (the site means MB/s)"),("2500GB/s","bandwidth",2500*G,1,[],"as written")])
