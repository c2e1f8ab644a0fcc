#!/usr/bin/env python3
"""Writes the gold of tests/data/translated-real/tune4 and check4 (a fourth set of real machine
translations, issue 25) and adds their rows to SOURCES.md, in the conventions of build.py (whose
helpers it uses), build2.py and build3.py. Run from the repository root:
python3 tests/data/translated-real/tools/build4.py

Every figure of every document is listed below as read by hand: the quote is the number and its
unit as written, `occ` its occurrence in the document. A figure is garbled when it is wrong as
written; its true value comes from the column "what tells the truth". Rotational speeds, form
factors, process nodes, layer counts, block sizes, queue depths, temperatures, airflow, years,
warranty periods and counts of things (films, drives) are not benchmark figures and are left out,
as build.py to build3.py leave them out; a bare ratio ('2.8倍') is listed with the metric "other",
as build3.py lists '22 volte' (the scorer does not count "other"). The lower end of a range
('5 à 15 ms') is listed as its own figure, quoted by its bare number, as build3.py lists '1,5'.

The texts are the stored excerpts of the `search` tool (corpus "pages") from their beginning, cut
at the last paragraph boundary before the point where the stored excerpt was cut (the partial last
paragraph is left out); otherwise as published. A page that failed the held-out check
(php.cn/ja/faq/1796498319.html, a Japanese machine translation of an ITHome note on the WD Blue
SN5000) was left out.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import ROOT, rep, one, bad, T, G, MBS, write_gold, write_sources  # noqa: E402

FETCHED = "2026-12-05"
MS = 1e-3


def occ_at(half, doc, quote, anchor, nth=1):
    """The occurrence number of `quote` at its first place inside the nth occurrence of `anchor`."""
    text = open(os.path.join(ROOT, half, "docs", doc + ".txt"), encoding="utf-8").read()
    pos = -1
    for _ in range(nth):
        pos = text.find(anchor, pos + 1)
        if pos < 0:
            sys.exit(f"{doc}: anchor {anchor!r} not found")
    target = pos + anchor.index(quote)
    return text[:target + len(quote)].count(quote)


def at(half, doc, quote, anchor, metric, value, nth=1, note=""):
    """A clean figure, located by the anchor it sits in."""
    return one(quote, metric, value, occ=occ_at(half, doc, quote, anchor, nth), note=note)


F = "fr30_ordinateur-hdd-access-time"
ES = "es30_tecnonautas-read-write-speeds"
PL = "pl30_emmcmemorycard-lexar-512gb-1tb"
LIFEWIRE = "http://peripherals.about.com/od/glossaryofpcterms/g/What-are-read-and-write-speeds.htm"

DOCS = [
    # ---------------------------------------------------------------- tune4
    ("ja30_otpoo-samsung-pm1643", "ja", "tune4",
     "https://otpoo.com/airpods/mgzjq/samusunno30tb-ssdha-choukousoku2-5inchidoraibunidai.html",
     "",
     "a machine translation (on a page headed 'Latest evidence-based health information') of PCWorld's news of the Samsung PM1643; Samsung's figures for it: 30.72 TB in a 2.5-inch case, 32 packages of 1 TB, each sixteen 512-gigabit (Gb) V-NAND dies (16 x 512 Gb = 1 TB), 2,100/1,700 MB/s sequential read/write, one drive write a day for five years, against the 15.36 TB ('16TB') PM1633a; the 860 Pro is rated 560/530 MB/s. '512GB V-NANDチップ' is wrong as written: the dies are 512 gigabits (64 GB), as the package arithmetic proves",
     one("30.72テラバイト", "capacity", 30.72 * T)
     + bad("512GB", "capacity", 512 * G, 64 * G, "other",
           note="512-gigabit (Gb) V-NAND dies written as gigabytes: 16 x 512 Gb = 1 TB")
     + one("1TB", "capacity", 1 * T, note="NAND package")
     + rep("30TB", 2, "capacity", 30 * T)
     + one("16TB", "capacity", 16 * T, note="Samsung's previous largest drive")
     + one("60TB", "capacity", 60 * T, note="Seagate's 3.5-inch SSD of 2016")
     + one("2,100MBps", "bandwidth", 2.1e9, note="English thousands comma")
     + one("1,700MBps", "bandwidth", 1.7e9)
     + one("560MBps", "bandwidth", 560 * MBS, note="Samsung 860 Pro")
     + one("530MBps", "bandwidth", 530 * MBS)
     + one("1日1回", "endurance", 1, note="one drive write per day (DWPD) for five years")
     + one("30.72TB", "capacity", 30.72 * T)),
    ("de30_rolandegan-read-write-speeds", "de", "tune4",
     "https://rolandeganproductions.com/article-316/",
     LIFEWIRE,
     "a machine translation of Lifewire's 'An Explanation of Read and Write Speeds' (the About.com original, stored, and the Spanish translation es30 give the same): 'a drive that has a write speed of 32MBps means that it can record 32MB (megabytes) of data per second'; here the bytes became bits ('32 MBit / s'), which the sentence itself contradicts ('pro Sekunde 32 MB (Megabyte)'). CrystalDiskMark's test sizes of 500 MB to 32 GB and the 970 EVO Plus's 250 GB to 2 TB are right; '15,8 MBps' is the original's 15.8 MBps with a German decimal comma",
     one("500 MB", "capacity", 500e6, note="CrystalDiskMark test size")
     + one("32 GB", "capacity", 32 * G)
     + bad("32 MBit / s", "bandwidth", 4e6, 32e6, "other",
           note="32 MBps (megabytes a second) in the original; the gloss that follows says 32 MB a second")
     + one("32 MB", "bandwidth", 32e6, occ=2, note="'pro Sekunde 32 MB (Megabyte)': the gloss of the write speed")
     + one("15,8 MBps", "bandwidth", 15.8e6, note="conversion example, German decimal comma")
     + one("250 GB", "capacity", 250 * G)
     + one("2 TB", "capacity", 2 * T)),
    (F, "fr", "tune4",
     "http://www.ordinateur.cc/Matériel/Durs-et-stockage/333017.html",
     "",
     "clean: one of a network of machine-translated copies of one English explainer ('Heure de recherche' is 'seek time' mistranslated); the figures hold together: the average rotational latency is half a turn, 60 / 7200 / 2 = 4.17 ms and 60 / 5400 / 2 = 5.56 ms, seek times of 3 to 12 ms and hard-disk access times of 5 to 15 ms are the usual ones, SSD access times 0.1 to 1 ms; decimal commas throughout",
     at("tune4", F, "5", "de 5 à 15 millisecondes", "latency", 5 * MS, note="range start")
     + one("15 millisecondes", "latency", 15 * MS)
     + at("tune4", F, "3", "de 3 à 12 ms", "latency", 3 * MS, note="seek time, range start")
     + one("12 ms", "latency", 12 * MS)
     + one("4,17 ms", "latency", 4.17 * MS, note="7200 RPM average rotational latency")
     + one("5,56 ms", "latency", 5.56 * MS, note="5400 RPM")
     + at("tune4", F, "5", "entre 5 et 15 ms", "latency", 5 * MS, note="range start")
     + one("15 ms", "latency", 15 * MS)
     + one("0,1", "latency", 0.1 * MS, note="'de l'ordre de 0,1 à 1 ms': SSD access time, range start")
     + at("tune4", F, "1 ms", "0,1 à 1 ms", "latency", 1 * MS)),
    (PL, "pl", "tune4",
     "https://www.emmcmemorycard.com/polish/blog/lexar-enterprise-compares-512gb-vs-1tb-ssds-for-data-storage-256159.html",
     "",
     "clean: a machine translation (its path names the English title, 'Lexar Enterprise compares 512GB vs 1TB SSDs for data storage') of a supplier's blog post; 512 GB and 1 TB show as about 476 and 931 binary gigabytes (512e9 / 2^30 = 476.8, 1e12 / 2^30 = 931.3), written GB as the operating system writes them; 3,500/3,200 MB/s is a PCIe 3.0 drive's rating; 366 tys. is 366 thousand IOPS",
     rep("512 GB", 4, "capacity", 512 * G)
     + rep("1 TB", 6, "capacity", 1 * T)
     + one("476 GB", "capacity", 476 * G, note="usable space in binary gigabytes (GiB) as the source writes it")
     + one("931 GB", "capacity", 931 * G, note="usable space of 1 TB in GiB")
     + one("3500 MB/s", "bandwidth", 3.5e9)
     + one("3200 MB/s", "bandwidth", 3.2e9)
     + one("366 tys.", "iops", 366000, note="'do 366 tys. losowych odczytów': 366 thousand random reads")),
    (ES, "es", "tune4",
     "https://tecnonautas.net/que-significan-las-velocidades-de-lectura-y-escritura-en-relacion-con-el-almacenamiento-de-datos",
     LIFEWIRE,
     "clean: a machine translation of an older version of the same Lifewire article as de30 (the About.com original, stored, and gmdrives.com's English copy give the same: 32 MBps, 500 MB to 32 GB; the Samsung 850 Pro 128 GB to 1 TB, SATA III 6 Gbps, 550/520 MB/s at 256 GB; the SanDisk Extreme Pro 240 to 960 GB, 'SATA 3 to 6 Gbps'); '15,8 MBps' is 15.8 MBps with a Spanish decimal comma",
     one("500 MB", "capacity", 500e6, note="CrystalDiskMark test size")
     + one("32 GB", "capacity", 32 * G)
     + one("32 MBps", "bandwidth", 32e6)
     + one("32 MB", "bandwidth", 32e6, occ=2, note="'puede grabar 32 MB (megabytes) de datos cada segundo'")
     + one("15,8 MBps", "bandwidth", 15.8e6, note="conversion example")
     + one("128 GB", "capacity", 128 * G)
     + one("1 TB", "capacity", 1 * T)
     + at("tune4", ES, "6 Gbps", "SATA III 6 Gbps", "link_speed", 6e9)
     + one("550 MB por segundo", "bandwidth", 550 * MBS)
     + rep("256 GB", 2, "capacity", 256 * G)
     + one("520 MB por segundo", "bandwidth", 520 * MBS)
     + one("240 GB", "capacity", 240 * G)
     + one("960 GB", "capacity", 960 * G)
     + at("tune4", ES, "3", "de 3 a 6 Gbps", "link_speed", 3e9, note="'SATA de 3 a 6 Gbps', range start")
     + at("tune4", ES, "6 Gbps", "de 3 a 6 Gbps", "link_speed", 6e9)),
    ("ja32_brawte-optane-p4800x", "ja", "tune4",
     "https://brawte.com/benchmarks/wer/interugaoptane-ssdwohappyou-375gbkara-odorokino.html",
     "",
     "clean: a machine translation ('Chipzilla') of The Register's news of the Intel Optane SSD DC P4800X; Intel's figures (AnandTech's specification table, stored): 375 GB, 30 drive writes a day; NAND SSDs are rated 0.5 to 10 DWPD; the DC P3700's 17 DWPD and the 2.8 times more bytes written are Intel's claims as the article reports them, taken as written",
     one("375 GB", "capacity", 375 * G)
     + one("30回", "endurance", 30, note="P4800X drive writes per day")
     + one("0.5", "endurance", 0.5, note="'0.5~10回': NAND SSDs, range start")
     + one("10回", "endurance", 10)
     + one("17回", "endurance", 17, note="DC P3700, drive writes per day over five years")
     + one("2.8倍", "other", 2.8, note="bytes written against the P3700")),
    # ---------------------------------------------------------------- check4
    ("pt30_sobrelinux-4kb-random-iops", "pt", "check4",
     "https://sobrelinux.info/questions/335625/how-does-a-diffrent-4kb-random-read-write-speed-affect-the-performance-of-a-ssd",
     "",
     "clean: a machine translation of a Super User answer (question 335625, whose English title the path keeps); a fast 10,000 RPM hard disk gives up to about 150 random IOPS (1 / (3 ms seek + 3 ms half turn)), the slower SSD of the question about 22,000; Portuguese thousands dot",
     one("150 IOPS", "iops", 150, note="'até ~ 150 IOPS', 10,000 RPM hard disk")
     + one("22.000 IOPS", "iops", 22000)),
    ("ja33_otpoo-optane-demo", "ja", "check4",
     "https://otpoo.com/airpods/mzlxw/interuha-kousoku3d-xpoint-optanedoraibuto1.html",
     "",
     "clean: a machine translation of PCWorld's report of Intel's Optane demonstration at IDF Shenzhen 2016: a 25 GB video file copied between Thunderbolt 3 enclosures, about 15 seconds on Optane, about 45 seconds more on NAND SSDs, close to 2 GBps; no other stored source states the timings: taken as written",
     one("25GB", "capacity", 25 * G)
     + one("15秒", "duration", 15, note="'約15秒'")
     + one("45秒", "duration", 45, note="'さらに約45秒': about 45 seconds more")
     + one("2GBps", "bandwidth", 2e9)),
    ("ja34_emmcmemorycard-ssd-guide", "ja", "check4",
     "https://www.emmcmemorycard.com/japanese/blog/guide-to-selecting-the-best-ssd-for-your-needs-290857.html",
     "",
     "clean: a machine translation (its path names the English title, 'Guide to selecting the best SSD for your needs') of a supplier's buying guide; 500 GB and 256 GB are capacity points",
     one("500GB", "capacity", 500 * G)
     + one("256GB", "capacity", 256 * G)),
    ("ja35_lorlink-toms-ssd-roundup", "ja", "check4",
     "https://lorlink.com/hardware/ebv/tom-s-hardwarenonatsugaido-ssd17senwosoumato.html",
     "https://www.tomshardware.com/reviews/windows-7-ssd-trim,2705-17.html",
     "clean: a machine translation of Tom's Hardware's 'Summer Guide: 17 SSDs Rounded Up' (a later page of the English original is stored); Intel's leaked roadmap of 2010 put 25 nm MLC drives of up to 600 GB in the fourth quarter (the Intel SSD 320, launched at up to 600 GB)",
     one("600GB", "capacity", 600 * G)),
    ("ja36_lorlink-ssd-2009-roundup", "ja", "check4",
     "https://lorlink.com/deals/lkswe/ssdsamaasuramu-2-5inchito1-8inchinoshindoraibu1.html",
     "",
     "clean: a machine translation of a Tom's Hardware SSD roundup of twelve drives (2009); Samsung's first SSD prototype of 2006 was 32 GB on UltraATA/66",
     one("32GB", "capacity", 32 * G)),
    ("ja37_lorlink-micron-9100-max", "ja", "check4",
     "https://lorlink.com/features/gclm/micron-9100-max-nvme-2-4tb-ssd.html",
     "",
     "clean: a machine translation of Tom's Hardware's Micron 9100 MAX 2.4TB review; 2.4 TB is the drive's capacity (the page's leading 11 is its comment count, PCIe 3.0 x4 its link, left out)",
     one("2.4TB", "capacity", 2.4 * T)),
]


def main():
    write_sources(write_gold(DOCS, FETCHED))


if __name__ == "__main__":
    main()
