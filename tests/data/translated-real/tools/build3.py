#!/usr/bin/env python3
"""Writes the gold of tests/data/translated-real/tune3 and check3 (a third set of real machine
translations, issue 25) and adds their rows to SOURCES.md, in the conventions of build.py (whose
helpers it uses) and build2.py. Run from the repository root:
python3 tests/data/translated-real/tools/build3.py

Every figure of every document is listed below as read by hand: the quote is the number and its
unit as written, `occ` its occurrence in the document. A figure is garbled when it is wrong as
written; its true value comes from the column "what tells the truth". Rotational speeds, form
factors, process nodes, layer counts, block sizes and queue depths are not benchmark figures and
are left out, as build.py and build2.py leave them out; a model number, month or PCIe generation
that a translation filled with a figure (or a figure's slot filled with one) is listed with the
metric "other", as build.py lists 'Gen7,400' (the scorer does not count "other"). NAND interface
rates in MT/s are listed as link_speed in bits per second on one data line (2400 MT/s = 2.4 Gbit/s
a line).

The texts are the stored excerpts of the `search` tool (corpus "pages") as build.py describes them;
ja21 alone is cut earlier, at the paragraph boundary before a paragraph the stored excerpt cuts off
inside a number ('4K (そして将来の 8').
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import rep, one, bad, T, G, MBS, write_gold, write_sources  # noqa: E402

FETCHED = "2026-12-04"
GBIT = 1e9
MTS = 1e6  # one MT/s on a data line = 1e6 bits per second

SR = "https://www.storagereview.com"

# The AS SSD figures of Super User question 1108034 (as ja03, in tune/, gives them): the quote of
# each in a translation is built from the number and the unit style the translation wrote.
SU_1108034 = [
    ("718.498", "bandwidth", 718.498 * MBS, "SATA SSD sequential read"),
    ("777.414", "bandwidth", 777.414 * MBS, ""),
    ("160.541", "bandwidth", 160.541 * MBS, ""),
    ("838.930", "bandwidth", 838.930 * MBS, ""),
    ("26.985", "bandwidth", 26.985 * MBS, ""),
    ("6588.1", "iops", 6588.1, ""),
    ("135.603", "bandwidth", 135.603 * MBS, ""),
    ("33106.2", "iops", 33106.2, ""),
    ("177.003", "bandwidth", 177.003 * MBS, ""),
    ("43213.6", "iops", 43213.6, ""),
    ("178.397", "bandwidth", 178.397 * MBS, ""),
    ("43554.0", "iops", 43554.0, ""),
    ("829.119", "bandwidth", 829.119 * MBS, "M.2 SSD"),
    ("677.645", "bandwidth", 677.645 * MBS, ""),
    ("744.328", "bandwidth", 744.328 * MBS, ""),
    ("181720.7", "iops", 181720.7, ""),
    ("144.876", "bandwidth", 144.876 * MBS, ""),
    ("35370.1", "iops", 35370.1, ""),
    ("785.600", "bandwidth", 785.6 * MBS, ""),
    ("789.973", "bandwidth", 789.973 * MBS, ""),
    ("56.585", "bandwidth", 56.585 * MBS, ""),
    ("13814.7", "iops", 13814.7, ""),
    ("170.449", "bandwidth", 170.449 * MBS, ""),
    ("41613.5", "iops", 41613.5, ""),
    ("114.988", "bandwidth", 114.988 * MBS, "hard disk"),
    ("111.043", "bandwidth", 111.043 * MBS, "hard disk"),
    ("39.260", "bandwidth", 39.26 * MBS, "hard disk"),
    ("57.409", "bandwidth", 57.409 * MBS, "hard disk"),
    ("0.546", "bandwidth", 0.546 * MBS, "hard disk"),
    ("133.4", "iops", 133.4, "hard disk"),
    ("0.757", "bandwidth", 0.757 * MBS, "hard disk"),
    ("184.9", "iops", 184.9, "hard disk"),
    ("1.582", "bandwidth", 1.582 * MBS, "hard disk"),
    ("386.3", "iops", 386.3, "hard disk"),
    ("0.700", "bandwidth", 0.7 * MBS, "hard disk"),
    ("171.0", "iops", 171.0, "hard disk"),
]


def su_1108034(quote_of):
    """The 36 figures, each quoted by quote_of(number, metric)."""
    figs = []
    for (n, metric, value, note) in SU_1108034:
        figs += one(quote_of(n, metric), metric, value, note=note)
    return figs


def ko_quote(n, metric):
    if metric == "iops":
        return n + " IOPS"
    # the SATA SSD's first four and the hard disk's first four keep the space before MB
    spaced = {"718.498", "777.414", "160.541", "838.930", "829.119", "677.645",
              "114.988", "111.043", "39.260", "57.409"}
    return n + (" MB / s" if n in spaced else "MB / s")


def zh_quote(n, metric):
    if metric == "iops":
        return n + " IOPS"
    per_char = {"26.985", "135.603", "56.585", "170.449", "0.546", "0.757"}  # 'MB/秒'
    return n + (" MB/秒" if n in per_char else " MB/s")


DOCS = [
    # ---------------------------------------------------------------- tune3
    ("ja20_storagereview-micron-4600", "ja", "tune3",
     SR + "/ja/review/micron-4600-ssd-the-ultimate-gen5-oem-storage-for-next-gen-computing",
     SR + "/review/micron-4600-ssd-the-ultimate-gen5-oem-storage-for-next-gen-computing",
     "the Portuguese and French translations of the same review (pt20 here; storagereview.com/fr/review/micron-4600-ssd-the-ultimate-gen5-oem-storage-for-next-gen-computing): 'the 4600 doubles sequential read speeds over its Gen4 predecessor, reaching up to 14.5 GB/s read and 12 GB/s write', 'load times of under one second for Llama-2 models, a 61% improvement over Gen4 SSDs'; Micron's specification (Tom's Hardware, purepc: 14.5/12 GB/s) agrees. Here the numbers of the second paragraph each moved one slot on: 4600 into 'Gen', 5 into the model name, 14.5 into 'doubles' (倍), 12 into the read speed, XNUMX into the write speed, and 61 (the percent) into the load time's seconds",
     one("14.5GB/秒", "bandwidth", 14.5e9, note="summary: up to 14.5 GB/s read")
     + bad("Micron 5 NVMe", "other", 5, 4600, "rotated", note="the model number's slot holds the PCIe generation")
     + bad("Gen4600", "other", 4600, 5, "rotated", note="PCIe Gen5 holds the model number")
     + bad("14.5 倍", "other", 14.5, 2, "rotated", note="'doubles' (2倍) holds the read speed's number")
     + bad("12GB/秒", "bandwidth", 12e9, 14.5e9, "rotated", note="the sequential read slot holds the write speed")
     + bad("XNUMXGB/秒", "bandwidth", None, 12e9, "xnumx", note="the write speed, 12 GB/s, became XNUMX")
     + bad("61 秒", "duration", 61, 1, "rotated",
           note="'under 61 seconds': under one second in the original; 61 is the percent improvement, moved into the seconds' slot")),
    ("pt20_storagereview-micron-4600", "pt", "tune3",
     SR + "/pt/review/micron-4600-ssd-the-ultimate-gen5-oem-storage-for-next-gen-computing",
     SR + "/review/micron-4600-ssd-the-ultimate-gen5-oem-storage-for-next-gen-computing",
     "clean: Micron's specification for the 4600 (up to 14.5 GB/s read, 12 GB/s write; Tom's Hardware, purepc, thessdreview) and the French translation of the same review, which gives the same figures; the translation keeps the English decimal point (14.5 GB/s) inside Portuguese text",
     rep("14.5 GB/s", 2, "bandwidth", 14.5e9)
     + one("12 GB/s", "bandwidth", 12e9)
     + one("um segundo", "duration", 1.0, note="'tempos de carregamento de menos de um segundo': a number word, the Llama-2 load time's ceiling")
     + one("61%", "percent", 61, note="Llama-2 load time improvement over Gen4 SSDs")),
    ("it20_cisiamo-gen5-ssd", "it", "tune3",
     "https://www.cisiamo.info/vale-ancora-la-pena-aspettare-per-gli-ssd-gen5-sfondo/",
     "",
     "a machine translation (signed with a generated author blurb) of a Tweakers report from Computex on Gen5 SSDs: the first E26 drives used Micron's B58R NAND at 1600 MT/s and reached 10 GB/s; 2000 MT/s and 2400 MT/s NAND are what it takes to go past 10 GB/s (2400 MT/s is the E26's top NAND rate, ITHome and Tom's Hardware; 14 GB/s with it): '24000MT/s' has a zero too many. The Dutch original is not stored, so whether the translation or the source wrote it is unknown",
     one("2000MT/s", "link_speed", 2000 * MTS, note="NAND interface rate, 2000 MT/s = 2 Gbit/s a data line")
     + bad("24000MT/s", "link_speed", 24000 * MTS, 2400 * MTS, "other",
           note="2400 MT/s, the fastest NAND interface the E26 supports; no NAND runs at 24000 MT/s")
     + one("10GB/s", "bandwidth", 10e9)
     + one("14 GB/s", "bandwidth", 14e9)),
    ("ko20_apthow-4k-reads-slower", "ko", "tune3",
     "https://qa.apthow.com/archives/20562",
     "https://superuser.com/questions/1108034/why-are-4k-reads-in-hdd-ssd-benchmarks-slower-than-writes",
     "clean: a machine translation of the Super User question that ja03 (in tune/) translates into Japanese, with the same AS SSD figures (each IOPS figure is its MB/s over 4 KiB); the decimal point is the original's. The page's title ends with a fragment of the list, '(T = 1) : 785.600MB', whose '/s' was cut off: as written it is a size, not the speed it is",
     bad("785.600MB", "bandwidth", None, 785.6 * MBS, "other",
         note="title fragment: the M.2 SSD's 785.600 MB/s sequential read with its '/s' cut off")
     + su_1108034(ko_quote)),
    ("zh20_linux22-4k-reads-slower", "zh", "tune3",
     "https://linux22.com/archives/1502081",
     "https://superuser.com/questions/1108034/why-are-4k-reads-in-hdd-ssd-benchmarks-slower-than-writes",
     "clean: a machine translation of the same Super User question as ko20 and ja03, with the same AS SSD figures ('MB/秒' for some of the MB/s)",
     su_1108034(zh_quote)),
    ("es20_magazineoffice-crucial-t700", "es", "tune3",
     "https://magazineoffice.com/las-primeras-pruebas-muestran-que-los-ssd-pcie-5-0-se-acercan-un-poco-mas-a-su-maximo-potencial/",
     "",
     "clean: a machine translation of Ars Technica's report on the first tests of the Crucial T700 (the Portuguese copy strong.avance10.com gives the same figures, written 14.000 MBps); the T700 comes in 1, 2 and 4 TB and the engineering samples were 2 TB (PCMag, tweaktown); 14,000 MBps is the E26 platform's rated maximum, kept with the English thousands comma",
     one("14,000 MBps", "bandwidth", 14e9, note="the specification's theoretical maximum, English thousands comma")
     + one("1 TB", "capacity", 1 * T)
     + one("2 TB", "capacity", 2 * T)
     + one("4 TB", "capacity", 4 * T)
     + one("2 TB", "capacity", 2 * T, occ=2, note="the engineering samples")),
    # ---------------------------------------------------------------- check3
    ("ja21_storagereview-micron-3400", "ja", "check3",
     "https://storagereview.com/ja/review/micron-3400-ssd-review",
     SR + "/review/micron-3400-ssd-review",
     "the Portuguese translation of the same review (pt03, in check/): 'In June 2021 Micron updated its OEM and automotive SSD portfolio based on 176-layer NAND. The Micron 2450 is a value SSD using QLC NAND, while the Micron 3400 ... we got our hands on the 3400'; 'a Gen4 SSD in a standard M.2 2280 form factor, in 512 GB, 1 TB and 2 TB'; 'Micron 3400 inside the HP Z2 Mini G9 workstation'. Here every number of those sentences moved one slot on (the month holds the layer count, the layers the 2450, the QLC drive the 3400, the 3400 became XNUMX; M.2 2280 Gen4 became M.4 2 Gen2280; the caption's 3400, 2 and 9 rotated); the capacities are right",
     bad("176 月", "other", 176, 6, "rotated", note="June 2021: the layer count holds the month's slot")
     + bad("176 月", "other", 176, 6, "rotated", occ=2, note="the page's repeated first paragraph")
     + bad("2450 層", "other", 2450, 176, "rotated", note="176-layer NAND: the QLC drive's model number holds the layer count")
     + bad("2450 層", "other", 2450, 176, "rotated", occ=2)
     + bad("3400 は QLC", "other", 3400, 2450, "rotated", note="the QLC value drive is the Micron 2450")
     + bad("3400 は QLC", "other", 3400, 2450, "rotated", occ=2)
     + bad("XNUMX を", "other", None, 3400, "xnumx", note="'we got our hands on the 3400'")
     + bad("XNUMX を", "other", None, 3400, "xnumx", occ=2)
     + bad("M.4", "other", 4, 2, "rotated", note="M.2 holds the PCIe generation")
     + bad("Gen2280", "other", 2280, 4, "rotated", note="Gen4 holds the form factor's length")
     + one("512GB", "capacity", 512 * G)
     + one("1TB", "capacity", 1 * T)
     + one("2TB", "capacity", 2 * T)
     + bad("Z3400", "other", 3400, 2, "rotated", note="caption: HP Z2 holds the drive's model number")
     + bad("Z3400", "other", 3400, 2, "rotated", occ=2)
     + bad("Micron 9", "other", 9, 3400, "rotated", note="caption: the Micron 3400 holds the G9's number")
     + bad("Micron 9", "other", 9, 3400, "rotated", occ=2)),
    ("ja22_storagereview-micron-p400m", "ja", "check3",
     SR + "/ja/review/micron-p400m-enterprise-ssd-review",
     SR + "/review/micron-p400m-enterprise-ssd-review",
     "clean: Micron's specification for the P400m at 400 GB (AnandTech's review table: 380/310 MBps sequential, 60K/26K random read/write IOPS); the page's first paragraph is repeated",
     rep("380MB/s", 2, "bandwidth", 380 * MBS)
     + rep("310MB/s", 2, "bandwidth", 310 * MBS)
     + rep("60,000", 2, "iops", 60000, note="'4KB のランダム読み取りと書き込み IOPS は最大 60,000 と 26,000': unit before the numbers")
     + rep("26,000", 2, "iops", 26000)),
    ("pt21_avalanche-pcie5-nand", "pt", "check3",
     "https://avalanchenoticias.com.br/modulos-de-ram-cartoes-de-memoria-pen-drives-leitores-de-cartoes/os-primeiros-ssds-pci-5-0-nao-poderao-desbloquear-todo-o-potencial-da-interface-devido-a-memoria-lenta/?nonamp=1",
     "",
     "clean (with one doubt): a machine translation of a Russian report of Tom's Hardware's news that early PCIe 5.0 SSDs are held back by their NAND; Tom's Hardware (its copy handla.it): PCIe 5.0 x4 moves 15.754 GB/s each way, the E26 needs 2400 MT/s NAND to saturate it, Corsair's and Goodram's drives are rated 10 GB/s, 1600 MT/s NAND holds drives to about 10 GB/s (ITHome); the E26's 1.5 and 2 million IOPS are Phison's figures. The E26's 13 GB/s read and 12 GB/s write, and the 12.5 GB/s of Micron's 232-layer NAND (Gigabyte's Aorus Gen5 10000 is rated 12.4 GB/s), are plausible but no stored source states them: taken as written",
     one("2400 MT/s", "link_speed", 2400 * MTS, note="NAND interface rate per channel")
     + one("13 GB/s", "bandwidth", 13e9, note="Phison's E26 sequential read as the article gives it; not checked against a stored source")
     + one("12 GB/s", "bandwidth", 12e9)
     + one("1,5", "iops", 1.5e6, note="'1,5 e 2 milhões de IOPS': the multiplier and unit are shared")
     + one("2 milhões de IOPS", "iops", 2e6)
     + one("10 GB / s", "bandwidth", 10e9)
     + one("15,75 GB / s", "bandwidth", 15.75e9, note="PCIe 5.0 x4, each direction")
     + one("12,5 GB/s", "bandwidth", 12.5e9, note="Micron 232-layer NAND drives; plausible, not checked")
     + one("10 GB/s", "bandwidth", 10e9)
     + one("1600 MT/s", "link_speed", 1600 * MTS)),
    ("de20_dongonenews-samsung-990-pro", "de", "check3",
     "https://dongonenews.pages.dev/posts/klmateuorg235960",
     "",
     "clean: a machine translation ('zeigt ... den stinkenden Finger') of a review of the Samsung 990 Pro; Samsung's figures for it: 7,450 MB/s sequential read, 6,900 MB/s write, 1 TB and 2 TB at launch and 4 TB the next year (heise, testberichte.de); the heatsink heights are dimensions (other)",
     one("1-TB", "capacity", 1 * T)
     + one("2-TB", "capacity", 2 * T)
     + one("4-TB", "capacity", 4 * T)
     + one("8,2 mm", "other", 0.0082, note="heatsink version's height")
     + one("8,8 mm", "other", 0.0088, note="maximum height")
     + one("7.450 MB/s", "bandwidth", 7.45e9, note="German thousands dot")
     + one("6.900 MB/s", "bandwidth", 6.9e9)
     + one("10 Prozent", "percent", 10, note="'ca. 5-10 Prozent weniger': the end of the range")),
    ("it21_tngd-crucial-t700", "it", "check3",
     "https://tngd.sergeswin.com/it/7176",
     "",
     "clean: the Italian machine translation of the Tom's Hardware news whose German translation is de02 (in check/); 12.4/11.8 GB/s and 1.5 million IOPS are Crucial's figures (heise, it03), 12/11 GB/s the previewer's guide's",
     one("12,4 GB/s", "bandwidth", 12.4e9)
     + one("11,8 GB/s", "bandwidth", 11.8e9)
     + one("22 volte", "other", 22, note="'fino a 22 volte più veloce dell'SSD SATA MX500'")
     + one("12 GB/s", "bandwidth", 12e9)
     + one("11 GB/s", "bandwidth", 11e9)
     + one("1,5 milioni di IOPS", "iops", 1.5e6)),
    ("fr20_techastuce-samsung-pro-ssds", "fr", "check3",
     "https://techastuce.com/ssd-nvme-de-samsung-dans-le-test-990-pro-980-pro-970-pro-960-pro-et-950-pro-en-comparaison",
     "",
     "clean: a machine translation of ComputerBase's generational test of Samsung's Pro NVMe SSDs; Samsung's figures: the 950 Pro up to 512 GB, 2,500 MB/s read and 300,000 IOPS; the 960 Pro up to 2 TB and 3,500 MB/s read (ComputerBase's reviews of both)",
     one("512 Go", "capacity", 512 * G)
     + one("2 500 Mo/s", "bandwidth", 2.5e9)
     + one("300 000 IOPS", "iops", 300000)
     + one("2 To", "capacity", 2 * T)
     + one("3 500 Mo/s", "bandwidth", 3.5e9)),
]


def main():
    write_sources(write_gold(DOCS, FETCHED))


if __name__ == "__main__":
    main()
