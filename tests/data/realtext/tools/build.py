import json, os, sys
DOCS=[]
exec(open('tests/data/realtext/tools/spec1.py').read()); 
for f in ['spec2','spec3','spec4','spec5','spec6','spec7','spec8','spec9','spec10','spec11','spec12','spec13','spec14','spec15']: exec(open(f'tests/data/realtext/tools/{f}.py').read())
root = sys.argv[1]
src = ["# Real articles for issue 24 (figures read right)\n",
       "Excerpts of public pages as stored by the `search` tool (corpus \"pages\"), cut where the stored excerpt was cut or to its figure-dense paragraphs; text otherwise as published. ",
       "Each passed `held_out_check.py`. Gold in the format of GOLD-FORMAT.md (a copy of the shared gold format), every value checked by reading the text. ",
       "`tune/` shaped the fixes of issue 24; `check/` was only scored. Score a half with `python3 tests/data/realtext/tools/score.py --bin target/release/benchfacts --docs tests/data/realtext/check/docs --gold tests/data/realtext/check/gold` (a copy of the shared scorer).\n\n| doc | lang | half | url |\n|---|---|---|---|\n"]
for (id, lang, half, url, text, figs) in DOCS:
    if not figs or half == "DROP": continue
    d = f"{root}/{half}/docs"; g = f"{root}/{half}/gold"
    os.makedirs(d, exist_ok=True); os.makedirs(g, exist_ok=True)
    open(f"{d}/{id}.txt","w").write(text)
    with open(f"{g}/{id}.jsonl","w") as out:
        for (q, m, v, occ, tags, note) in figs:
            # check occurrence exists
            if isinstance(occ, str):
                at = text.find(occ); assert at >= 0, (id, occ)
                qpos = text.find(q, at); assert qpos >= 0
                occ = text[:qpos].count(q) + 1 if q not in text[:qpos] or True else 1
                # count non-overlapping finds before qpos
                n=0; p=-1
                while True:
                    p=text.find(q,p+1)
                    if p<0 or p>qpos: break
                    n+=1
                occ=n
            pos=-1
            for _ in range(occ):
                pos=text.find(q,pos+1)
                assert pos>=0, (id,q,occ)
            out.write(json.dumps({"doc":id,"quote":q,"occurrence":occ,"metric":m,"literal_value":float(v),"true_value":float(v),
              "workload":None,"qualifier":None,"garbled":False,"garble_kind":None,"note":note,"lang":lang,"origin":"native","tags":tags},ensure_ascii=False)+"\n")
    src.append(f"| {id} | {lang} | {half} | {url} |\n")
# keep SOURCES.md as it is (it lists halves whose spec files are not here) and add the rows of documents it lacks
prev = open(f"{root}/SOURCES.md").read() if os.path.exists(f"{root}/SOURCES.md") else ""
if prev:
    have = {l.split("|")[1].strip() for l in prev.splitlines() if l.startswith("| ") and l.count("|") >= 5}
    src = [prev if prev.endswith("\n") else prev + "\n"] + [r for r in src[4:] if r.split("|")[1].strip() not in have]
open(f"{root}/SOURCES.md","w").write("".join(src))
