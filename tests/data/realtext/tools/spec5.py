# Check half added after the fixes (found by searching for the families' wording; they did not shape the fixes).
doc("fr04_generationnt-ct-endurance", "fr", "check",
 "https://www.generation-nt.com/actualites/ssd-duree-vie-plus-longue-constructeurs-1944019",
"""Les tests ont été menés sur l'écriture en boucle de plusieurs fichiers de taille différente, afin de déterminer à partir de quel volume écrit le SSD rend définitivement l'âme.

Et à ce jeu, même le dernier de la liste fait bien mieux que ce que son constructeur évoque : le BX 200 de Crucial a flanché au bout de 187 TB (contre 80 avancé par Crucial). Un second BX 200 aura pour sa part flanché à 280 TB.

Un des SanDisk Extreme Pro est allé jusqu'à 2 200 TB écrits avant de rendre les armes, mais c'est le Samsung 850 Pro 256 GB qui aura établi un record avec plus de 9 100 TB écrits.
""", [("187 TB","endurance",187*T,1,[],"volume written before failure"),("80","endurance",80*T,"contre 80",["unit_elsewhere"],"rated TBW"),
("280 TB","endurance",280*T,1,[],""),("2 200 TB écrits","endurance",2200*T,1,[],"space group"),("256 GB","capacity",256*G,1,["name"],"Samsung 850 Pro 256 GB"),
("9 100 TB écrits","endurance",9100*T,1,[],"")])

# fr05 (generation-nt, meilleurs SSD SATA) dropped: held_out_check says it is a hidden evaluation document.

doc("fr06_macbidouille-duree-vie-ssd", "fr", "check",
 "https://macbidouille.com/news/2011/02/09/la-duree-de-vie-des-ssd-testee-en-vrai",
"""Plutôt que de faire confiance dans ce que disent les fabricants de SSD au sujet de la durée de vie de leurs produits, nos amis de Tom's Hardware.fr ont décidé de tester l'un de ces disques en faisant tout pour l'user aussi vite que possible. Pour ça, un ordinateurs passe ses journées entières à remplir ce disque, un ancien SSD 128 Go à base de contrôleur Barefoot, à effacer son contenu avant de recommencer.
Ils en sont depuis fin décembre à 250 To de données écrites dessus, et le SSD ne présente pas encore de symptômes d'usure qui se caractériseraient par une diminution de sa capacité déclarée.
""", [("128 Go","capacity",128*G,1,[],""),("250 To","endurance",250*T,1,[],"'250 To de données écrites'")])

doc("it05_hwupgrade-850-pro-9100-tb", "it", "check",
 "http://www.hwupgrade.it/news/storage/un-ssd-samsung-850-pro-resiste-a-9100-tb-di-scritture_69674.html",
"""La rivista tedesca C't ha avviato un test di scrittura su alcuni modelli di SSD nel giugno dello scorso anno e ne ha da poco annunciato la conclusione con i relativi esiti. Un SSD Samsung 850 Pro utilizzato è andato ben oltre le sue specifiche di targa, arrivando a 9,1 PB (9100 TB) di dati scrittiprima di arrivare alla fine della vita utile.

Il dato è particolarmente interessante e significativo se si mette a confronto il dato ottenuto da C't con quello che Samsung dichiara, ovvero 150 TB massimi in scrittura prima che il disco smetta di funzionare.

A conferma di ciò, altri SSD provati da C't includono due unità di Crucial BX 200, che hanno smesso di funzionare rispettivamente dopo 187 TB e 280 TB scritti (contro gli 80 TB dichiarati), un SanDisk Extreme Pro (2200 TB scritti) e una seconda unità di Samsung 850 Pro, che ha sostenuto le stesse scritture dell'SSD marchiato SanDisk.
""", [("9,1 PB","endurance",9.1e15,1,[],"'9,1 PB (9100 TB) di dati scritti'"),("9100 TB","endurance",9100*T,1,[],""),("150 TB","endurance",150*T,1,[],"rated"),
("187 TB","endurance",187*T,1,[],"'187 TB e 280 TB scritti'"),("280 TB scritti","endurance",280*T,1,[],""),("80 TB","endurance",80*T,"gli 80 TB",[],"rated"),("2200 TB scritti","endurance",2200*T,1,[],"")])

doc("it06_cwi-quanti-dati-ssd", "it", "check",
 "https://www.cwi.it/hardware/dischi-ssd/quanti-dati-scrivere-su-un-ssd-105745",
"""Un test durato praticamente un anno e conclusosi nei giorni scorsi che ha coinvolto gli SSD da 250 GB OCZ TR150, Crucial BX 200, Samsung 750 Evo, Samsung 850 Pro, SanDisk Extreme Pro e SanDisk Ultra II (due unità per ogni modello).

La vera notizia non è però questa, ma il fatto che l’SSD del produttore coreano ha tirato le cuoia dopo ben 9,1 Petabyte (o 9100 Terabyte) di dati scritti, quando sulle specifiche tecniche di questo modello Samsung assicura un ciclo di vita di 150 Terabyte scritti.
""", [("250 GB","capacity",250*G,1,[],""),("9,1 Petabyte","endurance",9.1e15,1,["spelled_out"],"of data written"),("9100 Terabyte","endurance",9100*T,1,["spelled_out"],""),
("150 Terabyte scritti","endurance",150*T,1,["spelled_out"],"")])

doc("es04_profesionalreview-vida-util-ssd", "es", "check",
 "https://profesionalreview.com/2023/12/03/vida-util-ssd/amp",
"""A nivel técnico, el MTBF se calcula con una media del tiempo que transcurre entre dos fallos de un sistema, en este caso, el SSD. De manera general, estos pueden tener valores de MTBF de, por ejemplo, 2 millones de horas, lo que equivaldría a 230 años.
""", [("2 millones de horas","duration",2e6*3600,1,["spelled_out"],"MTBF"),("230 años","duration",230*31536000,1,[],"")])

doc("es05_elpadawan-cuanto-dura-ssd", "es", "check",
 "http://elpadawan.com/cuanto-dura-un-ssd",
"""Por ejemplo, un SSD de calidad empresarial puede tener una vida útil de hasta 10,000 TBW, mientras que un SSD de consumo típico puede tener una vida útil de alrededor de 150-600 TBW, dependiendo de la capacidad y la marca. En términos prácticos, esto significa que si escribes 50 GB de datos al día en un SSD de 1 TB, debería durar alrededor de 10 años.
""", [("10,000 TBW","endurance",1e16,1,[],"English-style grouping"),("150","endurance",150*T,1,["unit_elsewhere"],"'150-600 TBW'"),("600 TBW","endurance",600*T,1,[],""),
("50 GB","capacity",50*G,1,[],"daily writes"),("1 TB","capacity",T,1,[],""),("10 años","duration",10*31536000,1,[],"")])
