# tune12/check12: fresh real text, 14 native articles: 6 Korean, 4 Polish, 4 Russian (3 ko + 2 pl + 2 ru in each half): SSD,
# HDD, portable-SSD and platter news, a QLC write-endurance log, buying guides with endurance arithmetic, a WinBench HDD test
# and a Linux IOPS-measurement post. Texts are the `search` tool's stored excerpts (corpus "pages"; a leading " date YYYY-MM "
# stamp, "skip to content" links, photo credits, bylines, reading-time counters and page chrome before the headline or after
# the article dropped), cut at paragraph boundaries or at the last whole sentence before a cut-off fragment; each passed
# held_out_check.py. check12 is only scored. As in spec1-12, percentages, ratios (5배, 2~3배, 100분의 1), rpm, prices, years and
# dates (23.02.17, 17년 4월), temperatures, block sizes, queue depths, form factors and dimensions (2.5인치, 2cm, 3,5"), weights
# (1g), interface, PCIe, USB and software versions (윈벤치99), speed-class names (Class 10, UHS 1), lane counts, bits per cell,
# layer, platter and file counts, part and model numbers (T133, X24, HDS723020BLA642) and other counts are left out; a capacity
# inside a product name is kept (tag "name"). Data written in an endurance test ("4PB 기록", "800TB 돌파") and rated TBW are
# endurance; amounts written per day are capacity (spec8); the operands of a written-out sum (100*365) are left out where they
# repeat a figure, the TBW ratings that are divided (300/36.5) are kept. Months are a twelfth of a year, a year 365 days. None
# of the 14 sites was in SOURCES.md before; mbn.co.kr, emetro.co.kr, dobreprogramy.pl and techdealz.eu were left to
# spec11/spec12, which took them first; curious.kr (Samsung BGA SSD) and rozetked.me (Kioxia PCIe 5.0 prototype) were dropped:
# held_out_check.py found them in a hidden set; a dzen.ru post (Seagate Exos 24TB) was passed over, dzen.ru being in
# SOURCES.md. ru95 is a copy of a Russian news item on a site of another trade; ru96 is pvsm.ru's print copy of a habr.com
# post; ko97 and ko99 are two different authors' tistory blogs. The text of ru96 item 6 has a Latin 'M' in '16 Mбайт', ru95 a
# Latin 'c' in '608 Мбайт/c', as stored.
Y = 365*86400
H = 3600
D = 86400

doc("ko95_itworld-samsung-t1", "ko", "tune12",
 "https://www.itworld.co.kr/news/91263",
"""이번에 발표한 SSD T1 드라이브는 가벼운데다가 1TB 이상의 저장용량을 자랑하며 크기도 주머니 속에 들어갈 만큼 작아졌다. 그러나 이 제품군은 마그네틱 하드 드라이브보다 상당히 비싸다.
삼성의 250GB 확장형 SSD는 179.99달러(19만 8,400원), 500GB 드라이브는 299.99달러(33만 8,000원), 그리고 1TB 제품은 599.99(66만 1,600원)이다. 이와 비교해 1TB짜리 마그네틱 드라이브는 100달러 이하로 구입할 수 있다.
확장형 스토리지는 대부분 데이터 백업용도로 사용된다. 그러나 확장형 드라이브의 수요는 멀티미디어와 프로그램들을 다운로드해 저장하려는 사용자들로 인해 성장하고 있다.
또한 크롬북이나 경량의 윈도우 노트북에서 하이브리드 기기들에서 스토리지 용량이 한계가 있기 때문에 사용자들은 파일들을 보존하기 위해 확장형 스토리지에 시선을 돌리고 있다.
삼성 수석 마케팅 책임자 리차드 레너드는 "삼성의 휴대형 SSD는 확장형 하드 드라이브보다 빠르고 저전력"이라고 말했다.
SSD는 하드 드라이브보다 데이터를 읽고 쓰는 것이 빠르다. SSD는 디스크의 회전이 없다. 이는 하드 드라이브에서 흔히들 볼 수 있는 데, 디스크 회전으로 인해 데이터를 읽고 쓸 때 전력이 많이 들어갈 수 있다.
휴대형 SSD T1은 PC의 USB 3.0 포트와 연결된다. 이 SSD는 순차적으로 읽고 쓰는 속도가 초당 450MB이며, 렌덤 읽기 속도는 8,000 IOPS(input/output per second), 렌덤 쓰기 속도는 2만 1.000 IOPS다.
삼성은 이미 내장형 SSD를 만들고 있으며, 노트북에 널리 사용되고 있다.
확장형 SSD는 내장형 SSD와 같은 첨단 3D V-NAND 기술을 기반으로 하는데, 내장형 SSD와 같은 속도와 내구성을 제공한다.
""", [("1TB","capacity",T,1,[],"'1TB 이상의 저장용량'"),
("250GB","capacity",250*G,1,[],"prices (179.99달러, 19만 8,400원, 599.99 ...) left out"),("500GB","capacity",500*G,1,[],""),
("1TB","capacity",T,2,[],"'1TB 제품은'"),("1TB","capacity",T,3,[],"'1TB짜리 마그네틱 드라이브'"),
("초당 450MB","bandwidth",450*M,1,["spelled_out"],"'초당 450MB' = 450 MB per second; 'USB 3.0' left out"),
("8,000 IOPS","iops",8000,1,[],"random read"),
("2만 1.000 IOPS","iops",21000,1,[],"random write: 2만 (20,000) and '1.000', a period written for the thousands comma: 21,000")])

doc("ko96_umirt-qlc-670p-endurance", "ko", "tune12",
 "https://umirt.com/qlc-ssd-%ec%88%98%eb%aa%85-%ea%b1%b1%ec%a0%95%ed%95%a0-%ed%95%84%ec%9a%94-%ec%97%86%eb%8b%a4/",
"""QLC SSD 수명 걱정할 필요 없다. (4PB 기록, 예상을 뛰어넘는 내구성)

인텔 670P (512GB) QLC SSD를 23년 1월부터 지속적인 쓰기로 수명 테스트를 진행하고 있다.

수명 테스트를 처음 시작했을 때 1PB(1024TB)도 못 넘기고 사망할 줄 알았지만, 최근 4PB(4096TB)를 넘겼다. 보증 TBW인 185TB가 무색할 정도다.

약 800TB 돌파 (23.02.17)

500TB를 넘긴 시점부터 CDI에서 수명이 0%로 떨어졌지만, 쓰기 800TB를 넘겼음에도 불구하고 배드블록 없이 깔끔한 상태다.

약 1PB(1024TB) 돌파 (23.3.15)

23.3.15 대략 1PB를 돌파했다. 배드블록은 아니어도 읽기 지연이 조금이라도 발생할 줄 알았으나 의외로 잘 버틴다.

약 2PB(2048TB) 돌파 (23.07.17)

23.7.17 대략 2PB를 돌파했다.
1.5PB 시점부터 SLC 캐싱이 죽었지만, 2PB도 무난하게 돌파했다.

SSD 사용자 모임 카페의 한 회원이 4GB 파일 10개 기록을 요청하여 4GB 파일 10개를 기록했다.
""", [("4PB","endurance",4e15,1,[],"headline '(4PB 기록': data written in a write-endurance test"),
("512GB","capacity",512*G,1,[],"'인텔 670P (512GB)'; dates (23년 1월, 23.02.17, 23.3.15 ...) left out"),
("1PB","endurance",1e15,1,[],"'1PB(1024TB)도 못 넘기고': the author equates 1PB with 1024TB; each is read as written"),
("1024TB","endurance",1024*T,1,[],""),("4PB","endurance",4e15,2,[],"'최근 4PB(4096TB)를 넘겼다'"),("4096TB","endurance",4096*T,1,[],""),
("185TB","endurance",185*T,1,[],"warranty rating ('보증 TBW인 185TB')"),
("800TB","endurance",800*T,1,[],"'약 800TB 돌파'"),("500TB","endurance",500*T,1,[],"'0%' left out"),("800TB","endurance",800*T,2,[],"'쓰기 800TB'"),
("1PB","endurance",1e15,2,[],"'약 1PB(1024TB) 돌파'"),("1024TB","endurance",1024*T,2,[],""),("1PB","endurance",1e15,3,[],"'대략 1PB를 돌파했다'"),
("2PB","endurance",2e15,1,[],"'약 2PB(2048TB)'"),("2048TB","endurance",2048*T,1,[],""),("2PB","endurance",2e15,2,[],"'대략 2PB를'"),
("1.5PB","endurance",1.5e15,1,[],""),("2PB","endurance",2e15,3,[],"'2PB도 무난하게'"),
("4GB","capacity",4*G,1,[],"test files; '10개' is a count"),("4GB","capacity",4*G,2,[],"")])

doc("ko97_milkye-ssd-buying-tbw", "ko", "tune12",
 "https://milkye.tistory.com/280?category=696765",
"""SSD의 가격이 예전같지가 않다. 요즘의 SSD 가격을 본다면 512G 용량의 가격이 2년전 256G의 가격과 비슷하다.

본인이 데스크탑을 새로 장만한게 17년 4월인데, 이 때 SSD 256G의 가격이 대략 12만원 정도였던 것으로 기억한다.


 여튼, 가격이 많이 저렴해졌다는 이야기이다. 대략 직구기준으로 15~16만원 정도면 1TB짜리 쓸만한 SSD도 구매를 할 수 있다. 오늘은 가격은 어느정도 무시를 하고 어떤 기준으로 SSD를 구매를 해야 좋을지 알아보도록 하자.



SSD 효과적으로 구매하는 방법 → (단, 가격은 어느정도 무시를 하고 고릅니다!)


1. 메모리

 플래시 메모리로 생산한다. 메모리는 쓰기 횟수 제한이 있기 때문에 여분의 셀이 있고 적어도 컴퓨터를 다시 바꿀 때까지는 SSD가 먼저 가버리진 않을 것이다.


SLC  : 속도는 빠르지만 단가가 비싸다.

MLC : 적당적당하다.

TLC  : 속도와 신뢰성이 다소 떨어지지만 단가가 매우 저렴하다.


위의 수치대로 본다면 SLC > MLC > TLC 이다. 하지만 솔직히 속도의 차이는 많이 느끼기 힘들다.

삼성 SSD기준으로 놓고 본다면


Pro → MLC 예) 970 pro

Evo → TLC 예) 860 evo


이 되겠다. 딱히 신경안써도 된다. SSD 망가지는거 보다 교체하는 주기가 더 빨리온다. 

예)

매일 빠짐없이 하루에 100GB 씩 write한다고 가정하면

1년이면 100*365=36,500GB=36.5TB

860 evo는 300/36.5=8.2년, 

860 pro는 600/36.5= 16.4년이 지나야 제조사 보증 TBW에 도달한다.


이렇게 사용할 사용자가 얼마나 있을까?



2. 컨트롤러

 SSD에는 플래시 메모리를 관리하는 컨트롤러가 있다. 컨트롤러의 성능에 따라 SLC메모리가 TLC만도 못한 놈이 될 수도 있고 TLC메모리가 SLC같은 효율을 보여줄 수도 있다.
""", [("512G","capacity",512*G,1,[],"'G' with no B; '2년전', '17년 4월' (dates) and prices (12만원, 15~16만원) left out"),
("256G","capacity",256*G,1,[],""),("256G","capacity",256*G,2,[],""),("1TB","capacity",T,1,[],"'1TB짜리'"),
("100GB","capacity",100*G,1,[],"written per day (an amount per day is capacity, spec8); model numbers 970, 860 left out"),
("1년","duration",Y,1,[],"'1년이면': the period of the sum; its operands 100*365 repeat 100GB and a count of days"),
("36,500GB","capacity",36.5*T,1,[],"thousands comma"),("36.5TB","capacity",36.5*T,1,[],"a year's writes"),
("300","endurance",300*T,"300/36.5",["unit_elsewhere"],"'860 evo는 300/36.5=8.2년': 300 TBW, the unit given by '보증 TBW' at the end of the sentence; the divisor repeats 36.5TB"),
("8.2년","duration",8.2*Y,1,[],""),
("600","endurance",600*T,"600/36.5",["unit_elsewhere"],"860 pro: 600 TBW"),("16.4년","duration",16.4*Y,1,[],"")])

doc("ko98_hankyung-samsung-256gb-ssd", "ko", "tune12",  # moved from check12: the same article is corpus/ko/hankyung-samsung-256gb-ssd.txt
 "https://hankyung.com/article/2008112057081",
"""쓰기속도 초당 200MB…HDD보다 2~3배 빨라

삼성전자가 20일 쓰기속도를 업계 최고 수준인 초당 200MB(메가바이트)로 끌어올린 256GB(기가바이트) SSD(솔리드 스테이트 드라이브)를 양산하기 시작했다.

SSD는 플래시메모리 반도체를 이용해 만든 차세대 저장장치로 정보처리 속도가 하드디스크 드라이브(HDD)보다 2~3배 빠르다. 반면 무게는 HDD의 70% 수준으로 가볍고 전력 소비량도 절반밖에 되지 않는다.

이번에 삼성전자가 양산에 돌입한 SSD의 용량은 현재 노트북 및 데스크톱 PC에 장착돼 있는 HDD와 비슷한 수준이다. 이 때문에 업계에서는 내년부터 SDD를 장착한 노트북이 잇달아 출시될 것으로 전망하고 있다.

삼성전자는 속도를 빠르게 하는 데 주안점을 두고 256GB SSD를 개발했다. 읽기속도(초당 220MB)와 쓰기속도(200MB)의 균형을 맞춘 것도 장점 중 하나다. 회사 관계자는 "쓰기와 읽기속도의 차이를 업계 최초로 10% 이내로 줄였다"며 "부하가 많이 걸리는 작업환경에서도 안정적으로 고속 동작이 가능해졌다"고 설명했다.

삼성전자의 신제품은 경쟁업체들보다 기술적인 측면에서 한 발 앞서 있다. 일본의 도시바가 4분기 중 양산에 들어갈 256GB SSD의 쓰기와 읽기속도는 각각 초당 70MB와 120MB다. 인텔은 80GB SSD만 만들고 있다. 이 제품의 쓰기와 읽기속도는 각각 초당 70MB와 250MB다. 읽기속도는 삼성전자의 신제품보다 빠르지만 쓰기속도와의 차이가 크다는 단점이 있다.
""", [("초당 200MB","bandwidth",200*M,1,["spelled_out"],"headline; '2~3배' ratio left out"),
("초당 200MB","bandwidth",200*M,2,["spelled_out"],"'초당 200MB(메가바이트)'; '20일' date left out"),
("256GB","capacity",256*G,1,[],"'256GB(기가바이트)'; 70%, 절반 left out"),("256GB","capacity",256*G,2,[],""),
("초당 220MB","bandwidth",220*M,1,["spelled_out"],"read"),
("200MB","bandwidth",200*M,"(200MB)",["unit_elsewhere"],"'쓰기속도(200MB)': per second from the preceding '초당 220MB'; '10%' left out"),
("256GB","capacity",256*G,3,[],"Toshiba's drive"),("초당 70MB","bandwidth",70*M,1,["spelled_out"],"Toshiba write"),
("120MB","bandwidth",120*M,1,["unit_elsewhere"],"'초당 70MB와 120MB': 초당 shared"),
("80GB","capacity",80*G,1,[],"Intel"),("초당 70MB","bandwidth",70*M,2,["spelled_out"],"Intel write"),
("250MB","bandwidth",250*M,1,["unit_elsewhere"],"Intel read, 초당 shared")])

doc("ko99_yyh911-sd-card-guide", "ko", "check12",
 "https://yyh911.tistory.com/213",
"""SD카드 구매할 때마다 헷갈렸기에 다음 번에 또 눈품 파느라 고생하는 것 줄여보려고 몇몇 인테넷 자료를 뒤적거린 내용을 정리를 해본다.
*주요 내용은 네이버나 다음의 블로거들이 기록해 놓은 것을 개조식으로 정리한 것임
*맨 아래 예시의 사진은 샌디스크 홈페이지에서 얻어왔음
결론 적으로 보면 제품의 크기는 이미 사용하려는 기기 때문에 정해져 있을 터이고,
용량은 경제적인 문제로 알아서 판단해야 할 것이고,
같은 가격대 비슷한 사양이라면 읽고 쓰는 속도(클래스)차이 일 것이다.
그래서 가격과 용량 대비 클래스에 비중을 두고 고르면 될 것 같군.
크기Size 차이 SD, micro SD
- 메모리 제품의 외형 크기 차이일 뿐 성능의 차이는 없음
- 따라서, 기기에서 호환되는 규격대로 구매하면되고, micro SD의 경우 어댑터에 넣어 사용해도 무방함
- micro SD에서는 앞의 SD를 생략하고 HC, XC만 표기
- 기기에 따라 포맷방식을 지원하는지를 살피고 선택해야 함
구 분 |
SD |
SDHC |
* SDXC |
용 량 |
2GB |
4GB~32GB |
64GB~512TB |
포맷방식 |
FAT16 |
FAT32 |
exFAT |
세대구분 |
1세대 |
2세대 |
3세대 |
* SDXC는 이론상으로 64,000TB까지 가능하지만, 안정성을 보장하는 용량이 512TB라고 함
속도 차이 - 클래스 C, U
C Class
- 속도차이를 클래스로 나타냄 영문 "C"안에 숫자를 넣어 표기: C4의 경우 1초에 4MB를 저장할 수 있음
- 가장 높은 클래스 10, 적어도 1초에 10MB기록(최저보장 속도)
- 디지털카메라 촬영: 사진을 빨리 저장하고 Buffer버퍼 메모리를 비워야 다음 사진 가능
- 비디오 촬영: 적어도 카메라 전송속도보다 빠른 메모리 필요
U Ultra Hight Speed
-
UHS클래스를 새로 만듦
""", [("2GB","capacity",2*G,1,[],"table row: SD; FAT16/FAT32 and 1세대 ... left out"),
("4GB","capacity",4*G,1,[],"'4GB~32GB' (SDHC); the first '4GB' (64GB below also contains it)"),("32GB","capacity",32*G,1,[],""),
("64GB","capacity",64*G,1,[],"'64GB~512TB' (SDXC)"),("512TB","capacity",512*T,1,[],"as published (the SDXC ceiling is 2TB); literal value kept"),
("64,000TB","capacity",64000*T,1,[],"thousands comma"),("512TB","capacity",512*T,2,[],""),
("1초에 4MB","bandwidth",4*M,1,["spelled_out"],"'1초에 4MB를 저장' = 4 MB per second; speed-class names (C4, 클래스 10) left out"),
("1초에 10MB","bandwidth",10*M,1,["spelled_out"],"minimum guaranteed write")])

doc("ko100_aladin-hdd-winbench-transfer", "ko", "check12",
 "http://blog2.aladin.co.kr/mrkih510?CommunityType=AllView&cnt=1433&page=157",
"""하드디스크의 성능 향상 조건 중에서 다양한 요소들이 있겠지만 그중 대표적으로 분당회전속도, 플래터의 기록밀도, 이에 대한 헤드의 대응성, 접근시간, 버퍼메모리, 인터페이스 등의 진보를 들 수 있다. 하지만 특정적인 부분에만 변화를 가한다고 해서 성능이 향상되는 것은 결코 아니다. 모든 부분이 조화를 이루며 발전해 가야만이 안정성을 확보함과 동시에 성능을 끌어 올릴 수 있기 때문이다.
가령 133GB 기록 밀도로 만들어진 플래터가 7200RPM 속도에서 회전할 시, 이를 소화해 낼 수 없는 헤드가 사용된다면 능동적 대응이 결여되 전송률이 낮아지거나 불안해질 수 있겠고 이 때문에 접근시간을 낮추는 방법을 선택했다면 하드디스크의 전반적인 성능이 크게 떨어진다. 또한 원할한 데이터 이동에 있어 중요한 역할을 담당하는 인터페이스와 버퍼메모리도 적절한 상호작용이 반드시 필요하다.
이와 관련된 각기 특징들은 아래 다양한 테스트 결과에서 증명해 준다.
1) 윈벤치99 디스크 전송률 테스트

* 단위 : KB/s 높을수록 우수
가장 먼저 윈벤치99를 이용한 전송률부터 살펴보았다. 앞서 언급한 성능향상 조건 중에 한가지인 플래터의 기록밀도는 높으면 높을수록 전송률 테스트에서 유리하게 작용될 수 있다. 웨스턴 디지털과 맥스터, 그리고 씨게이트 하드디스크의 플래터당 기록밀도는 125GB 이며 히타치는 100GB 이다.
역시나 이중 기록밀도가 133GB로 가장 높은 삼성 하드디스크 SpinPoint T133 400GB 모델이 시작시 75.9MB/s, 종료시 43.2MB/s 값을 나타내며 가장 빠른 것으로 나타났으며 가장 높은 기록밀도를 가졌음에도 불구하고 TuMR 헤드의 영향을 받아 파형 변화 추이 또한 비교적 안정적인 모습이다.
""", [("133GB","capacity",133*G,1,[],"per-platter capacity (called 기록 밀도); '7200RPM' left out"),
("125GB","capacity",125*G,1,[],"per platter; the chart unit 'KB/s' has no number"),("100GB","capacity",100*G,1,[],"per platter"),
("133GB","capacity",133*G,2,[],""),("400GB","capacity",400*G,1,["name"],"'SpinPoint T133 400GB'; T133 is the model"),
("75.9MB/s","bandwidth",75.9*M,1,[],"WinBench 99 transfer rate at the start of the disk"),("43.2MB/s","bandwidth",43.2*M,1,[],"at the end")])

doc("pl95_naekranie-wd-black-sn850", "pl", "tune12",
 "https://naekranie.pl/aktualnosci/firma-western-digital-zapowiedziala-nosniki-ssd-nowej-generacji-1602257396",
"""Przy okazji premiery konsol dziewiątej generacji często wspomina się o wysokiej cenie, jaką trzeba będzie zapłacić za zwiększenie pamięci tych urządzeń. Wiele osób zapomina jednak o tym, że w przypadku Xboxa Series X/S oraz PlayStation 5 nie mamy do czynienia z nośnikami SATA III, które przy cenie 400 zł za 1 TB oferują prędkość odczytu rzędu 500 MB/s. Nośnik Microsoftu przetwarza nieskompresowane dane z przepustowością 2,4 GB/s, zaś ten od Sony z przepustowością rzędu 5,5 GB/s, a po prędkość przetwarzania skompresowanych danych wzrasta dwukrotnie w stosunku do podanych wartości.

W świecie konsol zastosowanie tak wydajnych nośników to prawdziwa rewolucja, ale podobny przełom wkrótce dokona się na pecetach. Będzie to możliwe dzięki upowszechnienieniu nośników PCIe M.2 NVMe czwartej generacji. Już dziś można kupić pamięci SSD bazujące na interfejsie PCI-E NVMe trzeciej generacji, które przetwarzają informacje z przepustowością 3000-4000 MB/s, ale to ich następcy zwiastują prawdziwy przełom. I tak się składa, że firma Western Digital zaprezentowała swoje nośniki tego typu.

WD Black SN850 trafią do dystrybucji pod koniec października i zaoferują prędkość odczytu rzędu 7000 MB/s oraz prędkość zapisu rzędu 5300 MB/s. Dzięki temu błyskawicznie wczytają gry oraz oprogramowanie użytkowe. W sprzedaży pojawią się w trzech wersjach pojemnościowych:

512 GB za 150 $

1 TB za 230 $

2 TB za 450 $

Oprócz tego klienci będą mogli zdecydować się na zakup nośnika z zamontowanym radiatorem, za taką przyjemność zapłacą 20 dolarów ekstra. Oznacza to, że pamięci SSD od Western Digital będą równie kosztowne co ich konsolowe odpowiedniki.
""", [("1 TB","capacity",T,1,[],"'400 zł za 1 TB' (price left out)"),("500 MB/s","bandwidth",500*M,1,[],""),
("2,4 GB/s","bandwidth",2.4*G,1,[],"decimal comma"),("5,5 GB/s","bandwidth",5.5*G,1,[],"'dwukrotnie' ratio left out"),
("3000","bandwidth",3*G,"3000-4000",["unit_elsewhere"],"'3000-4000 MB/s' range"),("4000 MB/s","bandwidth",4*G,1,[],""),
("7000 MB/s","bandwidth",7*G,1,[],""),("5300 MB/s","bandwidth",5.3*G,1,[],""),
("512 GB","capacity",512*G,1,[],"prices (150 $, 230 $, 450 $, 20 dolarów) left out"),("1 TB","capacity",T,2,[],""),("2 TB","capacity",2*T,1,[],"")])

doc("pl96_techwp-dysk-zewnetrzny", "pl", "tune12",
 "https://tech.wp.pl/bezpieczne-dane-zawsze-pod-reka-jak-wybrac-dysk-zewnetrzny,6733676574350016a",
"""O dysku zewnętrznym myśli się przeważnie w dwóch przypadkach i za każdym razem za późno. Pierwszy to konieczność przeniesienia dużej ilości danych, a drugi to oczywiście awaria komputera, której efektem nierzadko jest utrata ważnych plików. Warto działać prewencyjnie i zawczasu wyposażyć się w dysk zewnętrzny, którego posiadanie ma wiele zalet.

Nie zawsze więcej znaczy lepiej

Na rynku są dostępne dwa rodzaje dysków zewnętrznych - HDD oraz SSD. Pod pierwszym skrótem kryją się klasyczne dyski talerzowe, które oferują dużą pojemność w niskiej cenie. Tutaj czeka jednak kilka pułapek. Dyski HDD są wolniejsze i bardziej podatne na uszkodzenia nawet podczas zwykłego przenoszenia. Dlaczego? Mamy tam talerz z głowicami, które służą do zapisu i odczytu danych. To powoduje, że sprzęt jest podatny na uszkodzenia mechaniczne. Dyski SSD są oparte na półprzewodnikach. Są szybkie, ciche i lekkie, ale również wyraźnie droższe. Ciekawy jest też fakt, że koszt odzyskiwania danych z dysków SSD również jest wyższy.

Druga kwestia to rozmiar. Rozróżniamy dyski o wielkości 2,5" oraz 3,5". W świecie dysków zewnętrznych stosuje się tylko te pierwsze. Wynika to oczywiście z faktu, że z założenia tego typu urządzenia mają być praktyczne.

Sposób podłączenia

Najczęściej stosowany jest interfejs USB z racji swojej uniwersalności. W USB 3.0 przepustowość wynosi do 5 Gb/s, a w USB 3.1 to już 10 GB/s. Oczywiście wszystko zależy od sprzętu. W dyskach SSD spotkacie prędkości rzędu 1050 MB/s dla odczytu i 1000 MB/s dla zapisu. Dla porównania - w najszybszych dyskach HDD o prędkości 7200 obrotów na minutę transfer danych to średnio 120 MB/s. Mamy także dyski podłączane przez USB-C, gdzie przepustowość portu również wynosi 10 GB/s.
""", [("5 Gb/s","link_speed",5e9,1,[],"USB 3.0; the form factors (2,5 and 3,5 inch) left out"),
("10 GB/s","bandwidth",10*G,1,[],"USB 3.1 written 'GB/s' (10 Gb/s meant): read as written, 10 gigabytes per second"),
("1050 MB/s","bandwidth",1.05*G,1,[],""),("1000 MB/s","bandwidth",G,1,[],""),
("120 MB/s","bandwidth",120*M,1,[],"'7200 obrotów na minutę' left out"),
("10 GB/s","bandwidth",10*G,2,[],"USB-C port, again 'GB/s' as published")])

doc("pl97_antyweb-sandisk-8tb-portable", "pl", "check12",
 "https://antyweb.pl/przenosny-dysk-sandisk-ssd-8tb/",
"""Popularność przenośnych dysków SSD jest coraz większa i nie jestem zdziwiony. Po pierwsze część osób korzysta z dużych plików na laptopach czy ultrabookach, gdzie po zakupie niewiele już można zrobić w temacie zmian. Druga sprawa to przenoszenie danych – nie każdy korzysta z dużych plików, ale wyobraźcie sobie osoby dostarczające na przykład materiały wideo nagrane w 4K i 60FPS – zapewniam Was, że swoje ważą. Popularnością cieszą się dyski o pojemności 1TB, może 2TB. Jest na rynku kilka 4TB przenośnych SSD, ale to wyjątki.

Tymczasem SanDisk pokazał własnie prototyp swojego 8TB przenośnego dysku SSD na tegorocznych targach CES w Las Vegas. I tak, to największe jak dotąd urządzenie tego rodzaju, które w dodatku charakteryzuje się szybkim transferem na poziomie 20 Gbps. Sprzęt jest trochę większy od obecnych na rynku dysków producenta, ale przy różnicach pojemności i prędkości można iść na pewne ustępstwa – szczególnie, że to wciąż niewielkie i naprawdę przenośne urządzenie. Kiedy dysk trafi na rynek? Tego nie wie nikt, pewnie nawet sam SanDisk. Oczywiście chciałbym posiadać taki dysk, ale pewnie w aktualnym kształcie finansowo byłby poza moim zasięgiem. I pewnie firma nie rozpocznie produkcji do momentu, aż nie będzie wiedzieć, że znajdą się klienci na takie sprzęty.

Pewnie zauważyliście, że SanDisk lubi być pierwszy – niedawno pokazał 1TB kartę pamięci microSD, teraz przenośny dysk SSD o pojemności 8TB, za chwilę dostaniemy też pendrive działający zarówno z USB-A jak i USB-C o pojemności 1TB. Sprzęt podobno ma trafić na rynek jeszcze ten zimy.
""", [("1TB","capacity",T,1,[],"'4K i 60FPS' left out"),("2TB","capacity",2*T,1,[],""),("4TB","capacity",4*T,1,[],""),
("8TB","capacity",8*T,1,[],"prototype"),("20 Gbps","link_speed",20e9,1,[],""),
("1TB","capacity",T,2,[],"microSD card"),("8TB","capacity",8*T,2,[],""),("1TB","capacity",T,3,[],"pendrive")])

doc("pl98_teleporady-pojemnosc-ssd", "pl", "check12",
 "https://teleporady.pl/blog/jak-pojemny-moze-byc-dysk-twardy-ssd_68fd1e72eb79c",
"""Jak pojemny może być dysk twardy SSD?

W dzisiejszym świecie cyfrowym dane to waluta, a ich przechowywanie staje się wyzwaniem. Dyski SSD zrewolucjonizowały szybkość, ale pytanie o ich pojemność wciąż nurtuje wielu użytkowników. Czy faktycznie możemy liczyć na nieskończoną przestrzeń, czy też istnieją granice, o których warto wiedzieć? Przyjrzyjmy się bliżej temu, jak pojemne mogą być współczesne dyski SSD i co czeka nas w przyszłości.

Ewolucja pojemności dysków SSD

Kiedy dyski SSD (Solid State Drive) debiutowały na rynku konsumenckim, ich pojemności były skromne, często oscylując w granicach 60-120 GB. Były to czasy, gdy dyski HDD (Hard Disk Drive) dominowały pod względem przestrzeni, oferując terabajty za ułamek ceny. Jednak technologiczny postęp w produkcji pamięci NAND Flash szybko zmienił ten krajobraz.

Obecnie na rynku konsumenckim standardem stały się dyski o pojemnościach od 500 GB do 2 TB. Coraz częściej można spotkać modele 4 TB, a nawet 8 TB, dostępne dla przeciętnego użytkownika, choć ich cena wciąż pozostaje wysoka. To pokazuje, jak dynamicznie rozwija się ta technologia, odpowiadając na rosnące zapotrzebowanie na przechowywanie coraz większych plików – od gier wideo po wysokiej rozdzielczości materiały multimedialne.

Rekordowe pojemności dla profesjonalistów

Jeśli chodzi o zastosowania profesjonalne i korporacyjne, granice pojemności są znacznie bardziej rozmyte. Tutaj spotykamy dyski SSD o pojemnościach, które jeszcze kilka lat temu wydawałyby się czystą fantastyką. Firmy takie jak Samsung czy Micron regularnie prezentują modele przeznaczone dla centrów danych, które mogą przechowywać dziesiątki terabajtów danych. Na przykład, istnieją dyski SSD o pojemności 30 TB, 60 TB, a nawet 100 TB!
""", [("60","capacity",60*G,"60-120 GB",["unit_elsewhere"],"'60-120 GB' range"),("120 GB","capacity",120*G,1,[],""),
("500 GB","capacity",500*G,1,[],"'od 500 GB do 2 TB'"),("2 TB","capacity",2*T,1,[],""),("4 TB","capacity",4*T,1,[],""),
("8 TB","capacity",8*T,1,[],""),("30 TB","capacity",30*T,1,[],""),("60 TB","capacity",60*T,1,[],""),("100 TB","capacity",100*T,1,[],"")])

doc("ru95_santehnikperm-samsung-pm1743", "ru", "tune12",
 "http://santehnikperm.ru/samsung-anonsirovala-ssd-s-podderzhkoj-pcie-5-0-i-skorostyu-do-13-000-mbajt-s",
"""Samsung анонсировала SSD с поддержкой PCIe 5.0 и скоростью до 13 000 Мбайт/с
Компания Samsung сообщила, что ведёт разработку твердотельный накопителя корпоративного уровня с поддержкой интерфейса PCIe 5.0. Модель получила название PM1743. В её основе используются чипы флеш-памяти V-NAND шестого поколения.
По словам производителя, модель накопителя PM1743 сможет предложить скорость последовательного чтения до 13 000 Мбайт/с, а скорость записи — до 6600 Мбайт/с. Устройство сможет обрабатывать до 2 500 000 операций ввода-вывода в секунду (IOPS). Это почти вдвое больше, чем у самых быстрых NVMe-накопителей актуального стандарта PCIe 4.0. Кроме того, отмечается, что энергоэффективность новинки составит до 608 Мбайт/c на ватт потребляемой энергии, что на 30 % выше показателя актуального стандарта PCIe 4.0.
Устройство рассчитано на использование в серверных системах и будет выпускаться в объёмах 1,92 до 15,36 Тбайт, в традиционном форм-факторе 2,5 дюйма, а также в 3-дюймовом формате EDSFF.
Производитель уже рассылает образцы твердотельного накопителя PM1743 заинтересованным партнёрам.
""", [("13 000 Мбайт/с","bandwidth",13*G,1,[],"headline; space as thousands separator; PCIe versions left out"),
("13 000 Мбайт/с","bandwidth",13*G,2,[],"sequential read"),("6600 Мбайт/с","bandwidth",6.6*G,1,[],"sequential write"),
("2 500 000 операций ввода-вывода в секунду","iops",2.5e6,1,["spelled_out"],"'(IOPS)' follows; 'вдвое' ratio left out"),
("1,92","capacity",1.92*T,"1,92 до",["unit_elsewhere"],"'1,92 до 15,36 Тбайт'; '608 Мбайт/c на ватт' (an efficiency, bandwidth per watt), '30 %', '2,5 дюйма' and '3-дюймовом' left out"),
("15,36 Тбайт","capacity",15.36*T,1,[],"decimal comma")])

doc("ru96_pvsm-iops-drive-measurements", "ru", "tune12",
 "https://www.pvsm.ru/linux/26662/print/",
"""Меряем производительность накопителей или снова про IOPS

Навеяно постом [1] уважаемого amarao [2] о том, как надо измерять производительность дисков.

Цель:

Протестировать производительность имеющихся в наличии средств хранения информации и убедиться в верности выбранной методики, а также понять разницу в производительности между разными видами накопителей, а также enterprise-level и consumer-level жёсткими дисками.

Оборудование:

  1. SD-карта Sandisk Class 10 UHS 1 Extreme Pro 8 GB (до 95 Мбайт/с чтение, до 90 Мбайт/с запись)
  2. SD-карта Team Class 10 32 GB (до 20 Мбайт/с)
  3. SD-карта Transcend 2GB без класса скорости
  4. SATA-диск consumer-level Hitachi Deskstar HDS723020BLA642 2 ТБ 7200 об/мин, 64 Мбайт
  5. SATA-диск enterprise-level Western Digital RE3 WD2502ABYS-23B7A0 250 GB 7200 об/мин 16 Мбайт
  6. SATA-диск consumer-level Seagate Barracuda 7200.11 ST3320613AS 320 GB 7200 об/мин 16 Mбайт
  7. CD-ROM
  8. RAM-диск /dev/ram в Linux

Методика тестирования:

Методика полностью описана в посте [1]. Есть правда несколько не совсем понятных моментов:

Мы подбираем такую глубину параллельности операций, чтобы latency оставалось в разумных пределах.

Задача подобрать такой iodepth, чтобы avg.latency была меньше 10мс.
""", [("8 GB","capacity",8*G,1,[],"speed-class names (Class 10, UHS 1) and list numbers left out"),
("95 Мбайт/с","bandwidth",95*M,1,[],""),("90 Мбайт/с","bandwidth",90*M,1,[],""),
("32 GB","capacity",32*G,1,[],""),("20 Мбайт/с","bandwidth",20*M,1,[],""),("2GB","capacity",2*G,1,[],""),
("2 ТБ","capacity",2*T,1,[],"'HDS723020BLA642' and '7200 об/мин' left out"),("64 Мбайт","capacity",64*M,1,[],"cache"),
("250 GB","capacity",250*G,1,[],""),("16 Мбайт","capacity",16*M,1,[],"cache"),
("320 GB","capacity",320*G,1,[],"'7200.11' is the model generation"),
("16 Mбайт","capacity",16*M,1,[],"cache; written with a Latin 'M' before Cyrillic 'байт'"),
("10мс","latency",0.01,1,[],"avg.latency limit, no space")])

doc("ru97_fcenter-terabyte-hdd-roundup", "ru", "check12",
 "https://fcenter.ru/online/hardarticles/hdd/26213-Chetyrnadcat_raz_po_terabajtu",
"""Введение
Заглянув случайно в архив раздела статей про накопители, мы, вдруг, с ужасом обнаружили, что предыдущему обзору, посвящённому
терабайтным жёстким дискам, скоро исполнится год – вечность по меркам IT. Конечно, за это время мы успели «бросить взгляд» на
диски объёмом 750ГБ и совсем недавно
отчитались по 640ГБ-никам, но, всё же, вынуждены признать – пауза несколько затянулась…
В принципе, обзор по терабайтникам можно было бы выпустить давно (и не один). Но мы, как истые перфекционисты, хотели собрать наиболее полную коллекцию дисков с 333ГБ-пластинами. Дольше всех нам пришлось ждать дисков Hitachi – объявленные в июле 2008-го года диски из линейки Deskstar 7K1000.B добрались до нас только в январе 2009-го.
Ну что же, семеро дождались одного, и мы с чистой совестью можем закрыть тему дисков с 333ГБ пластинами, тем более что на подходе уже диски с пластинами по 500ГБ (например, Seagate ST31000528AS).
Перед тем, как перейти к детальному описанию участников этого тестирования, давайте вспомним, что случилось на рынке жёстких дисков за прошедший период применительно к дискам ёмкостью 1ТБ.
""", [("терабайтным","capacity",T,1,["spelled_out"],"'терабайтным жёстким дискам' = 1 TB drives; 'скоро исполнится год' (the previous review's age) left out"),
("750ГБ","capacity",750*G,1,[],"no space, Cyrillic ГБ"),("640ГБ","capacity",640*G,1,[],"'640ГБ-никам': 640 GB drives (slang)"),
("терабайтникам","capacity",T,1,["spelled_out"],"'обзор по терабайтникам': 1 TB drives (slang)"),
("333ГБ","capacity",333*G,1,[],"'333ГБ-пластинами', per platter; dates and '7K1000.B' left out"),
("333ГБ","capacity",333*G,2,[],"'семеро' is a count"),("500ГБ","capacity",500*G,1,[],"per platter; 'ST31000528AS' left out"),
("1ТБ","capacity",T,1,[],"")])

doc("ru98_rambler-seagate-69tb-platter", "ru", "check12",
 "https://news.rambler.ru/games/55687287-seagate-otkryla-put-k-zhestkim-diskam-na-55-69-tb/",
"""Seagate объявила, что в её лаборатории удалось создать пластину с ёмкостью 6,9 ТБ. Это открывает путь к дискам с общей ёмкостью от 55 до 69 ТБ — впервые в истории, пишут СМИ.

Для сравнения, текущие модели, такие как HDD на 30 ТБ на технологии HAMR, используют десять пластин по 3 ТБ каждая. Новая 6,9-ТБ пластина позволит в том же форм-факторе создавать диски ещё большего объема памяти.

Seagate использует технологию HAMR (Heat-Assisted Magnetic Recording), которая облегчает запись данных на более плотную поверхность пластины с помощью нагрева. В сочетании с Mozaic 3+ это позволяет уменьшить размер магнитных зерен и увеличить плотность записи.

Однако такие пластины пока находятся в разработке и появятся в коммерческих продуктах не ранее 2030 года. В ближайшие годы компания планирует выпускать 4 ТБ, 5 ТБ и 6 ТБ пластины (с 2027 по 2029 годы). К 2031 году ожидаются пластины ёмкостью 7−15 ТБ, а к 2040 году — вероятно, появление жёстких дисков с петабайтной ёмкостью.
""", [("6,9 ТБ","capacity",6.9*T,1,[],"per platter, decimal comma"),
("55","capacity",55*T,"55 до 69",["unit_elsewhere"],"'от 55 до 69 ТБ'"),("69 ТБ","capacity",69*T,1,[],""),
("30 ТБ","capacity",30*T,1,[],"'десять пластин' is a count"),("3 ТБ","capacity",3*T,1,[],"per platter"),
("6,9-ТБ","capacity",6.9*T,1,[],"hyphenated adjective"),("4 ТБ","capacity",4*T,1,[],"years (2027 ... 2040) left out"),
("5 ТБ","capacity",5*T,1,[],"the first '5 ТБ'; '15 ТБ' below also contains it"),("6 ТБ","capacity",6*T,1,[],""),
("7","capacity",7*T,"7−15 ТБ",["unit_elsewhere"],"'7−15 ТБ', the range written with a minus sign (U+2212)"),("15 ТБ","capacity",15*T,1,[],"")])
