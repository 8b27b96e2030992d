# Narrator — čeština (cs). Názvy příkazů a voleb zůstávají ve všech jazycích anglicky;
# popisy, názvy možností a všechny odpovědi se překládají.

## ---------------------------------------------------------------- Pojmy

attr-str = SÍL
attr-dex = OBR
attr-int = INT
attr-cha = CHA
attr-luck = Štěstí

class-bard = Bard
class-bone-whisperer = Šeptač kostí
class-cleric = Klerik
class-cutthroat = Hrdlořez
class-druid = Druid
class-tinkerer = Kutílek
class-warrior = Válečník
class-wizard = Čaroděj
class-hireling = Pomocník

religion-nature = Příroda (kyj, hůl, prak, bič)
religion-war = Válka (palcát, velké bojové kladivo, válečné kladivo)
religion-pain = Utrpení (řemdih, ranní hvězda, ostnatý řetěz)
religion-hunt = Lov (kuše, dýka, luky, kopí, hůl)

piece-basic = základní zbroj
piece-light = lehká zbroj
piece-heavy = těžká zbroj
piece-shield = štít
piece-helmet = helma

condition-prone = na zemi
condition-immobilised = znehybněný
condition-paralysed = paralýza
condition-grappled = chycení
condition-stunned = omráčený
condition-blinded = oslepený
condition-sleeping = spící
condition-exhausted = Vyčerpaný
condition-drained = Vysátý
condition-poisoned = Otrávený
condition-starved = Vyhladovělý
condition-unconscious = bezvědomí

side-players = hráči
side-adversaries = protivníci
rest-short = krátký odpočinek (k4 BŽ)
rest-long = dlouhý odpočinek (k4+4 BŽ)
rest-full = plný odpočinek (všechny BŽ, většina stavů)
ruleset-flail = FLAIL
ruleset-mage-wars = Války mágů (Mage Wars)
ruleset-lotr-lcg = Pán prstenů: Karetní hra
ruleset-tornscape = Tornscape
ruleset-knowing-zero = Poznání nuly

state-on = zapnuto
state-off = vypnuto

## ---------------------------------------------------------------- Výsledky hodů

outcome-fail = Neúspěch
outcome-fumble = Kritický neúspěch
outcome-minor_hit = Slabý zásah
outcome-major_hit = Silný zásah
outcome-death_blow = Smrtící úder
outcome-critical_success = Kritický úspěch
outcome-success = Úspěch
outcome-near_death_experience = 1 — Zážitek blízké smrti
outcome-knocked_out = 2 — Knockaut
outcome-unconscious = 3 — Bezvědomí
outcome-hurt = 4 — Bolest
outcome-scarred = 5 — Jizva
outcome-horrible_wound = 6 — Hrozná rána
outcome-maimed = 7 — Zmrzačení
outcome-dead = 8 — Smrt!
outcome-marked = označena tečka používání
outcome-unmarked = bez používání
outcome-rolled = hozeno

kind-to-hit = Hod na zásah
kind-save = Záchranný hod
kind-initiative = Iniciativa
kind-flee = Útěk
kind-morale = Morálka
kind-condition-save = Záchranný hod na začátku kola
kind-death = Tabulka Smrti
kind-fumble-damage = Poškození z kritického neúspěchu
kind-rest = Odpočinek
kind-usage = Hod na používání
kind-death-detail = Hod na tabulku Smrti

pool = { $dice } { $dice ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } ({ $parts })
pool-th = HZ { $th }
pool-advantage = +{ $dice } za výhodu
pool-disadvantage = −{ $dice } za nevýhodu
pool-off-specialty = −1 mimo specializaci
pool-blinded = −2 za oslepení

poker-pair = pár
poker-two-pairs = dva páry
poker-three-pairs = tři páry
poker-triplet = trojice
poker-four-of-a-kind = poker (čtveřice)
poker-full-house = full house
poker-sequence = postupka délky { $length }

keep-lowest = (výhoda: platí nejnižší)
keep-highest = (nevýhoda: platí nejvyšší)
save-attribute = { $attribute } { $value }
save-value = Hody { $value }

result-to-hit = { $who } → { $target }, zbraň { $weapon }, { $pool }: { $dice } → { $outcome }.
result-to-hit-adversary = { $who } → { $target }, { $pool }: { $dice } → { $outcome }.
result-damage = Poškození: { $multiplier } × { $dmg } − Obrana { $defence } = { $amount }.
result-cancelled = ({ $count } { $count ->
        [one] jednička zrušena
        [few] jedničky zrušeny
        [many] jedničky zrušeno
       *[other] jedniček zrušeno
    } zbrojí)
result-poker = Pokerové výsledky: { $list }.
result-sleeping = { $who } → { $target }: cíl spí a je bez hodu eliminován.
result-save = { $kind } — { $who }, { $what }: { $dice }{ $keep } → { $kept }: { $outcome }
result-roll = { $kind } — { $who }: { $dice } → { $outcome }
result-pending = (čeká se na volbu zbroje)

## ---------------------------------------------------------------- Důsledky

event-encounter-started = Střetnutí začíná. Vypravěčem jsi ty. Přidej protivníky, připoj postavy přes /join a pak hoď /initiative.
event-encounter-started-surprise-players = Střetnutí začíná — hráči mají náskok. Přidej protivníky, připoj postavy přes /join, pak /initiative.
event-encounter-started-surprise-adversaries = Střetnutí začíná — protivníci útočí první. Přidej protivníky, připoj postavy přes /join, pak /initiative.
event-death-rolls-offered = Teď se hází na tabulku Smrti: { $names } (/deathroll).
event-party-dead = Padla celá parta a protivníci stále stojí: všichni jsou mrtví. (Vypravěč může použít /undo.)
event-encounter-ended = Střetnutí skončilo.
event-session-ended = Sezení končí. { $count ->
        [0] Stav Bolest neměl nikdo.
       *[other] Stav Bolest končí pro: { $names }.
    }
event-setting-attribute-rule = Volitelné pravidlo vlastností (SÍL/OBR 13+ výhoda, 7- nevýhoda): { $state }.
event-character-created = { $who } ({ $class }) se přidává k postavám serveru s { $hp } BŽ.
event-character-edited = { $who }: změny uloženy.
event-character-deleted = { $who }: postava smazána.
event-weapon-added = { $who } má novou zbraň: { $weapon } (HZ { $th }, POŠ { $dmg }).
event-weapon-added-off-specialty = { $who } má novou zbraň: { $weapon } (HZ { $th }, POŠ { $dmg }) — mimo specializaci povolání: −1 kostka.
event-weapon-removed = { $who } už nenese zbraň { $weapon }.
event-armour-added = { $who } si obléká: { $piece } ({ $dots } { $dots ->
        [one] tečka
        [few] tečky
        [many] tečky
       *[other] teček
    } používání).
event-armour-removed = { $who } si sundává: { $piece }.
event-adversaries-added = { $count ->
        [one] Nový protivník: { $names }.
        [few] Noví protivníci: { $names }.
        [many] Noví protivníci: { $names }.
       *[other] Noví protivníci: { $names }.
    }
event-adversary-removed = { $who } opouští stůl.
event-joined = { $who } se připojuje ke střetnutí.
event-joined-before = { $who } se připojuje ke střetnutí a jedná před protivníky.
event-joined-after = { $who } se připojuje ke střetnutí a jedná po protivnících.
event-round-started = Začíná { $round }. kolo.
event-turn-of = Na tahu: { $who }.
event-automatic-fail = { $who } nemá žádné kostky na hod: automatický neúspěch.
event-damaged = { $who } ztrácí { $amount } BŽ ({ $hp }/{ $max }).
event-injured = { $who }: stav Zraněný (−1 SÍL, −1 OBR){ $count ->
        [1] .
       *[other] { " " }— Zraněný už { $count }×.
    }
event-death-roll-pending = { $who } padá: dluží hod na tabulku Smrti{ $count ->
        [1] .
       *[other] { " " }({ $count } { $count ->
            [one] hod
            [few] hody
            [many] hodu
           *[other] hodů
        }).
    } Hází se po skončení boje.
event-eliminated = { $who } vypadává ze hry (eliminace).
event-armour-choice = { $who } může označit používání zbroje a zrušit { $ones } { $ones ->
        [one] jedničku
        [few] jedničky
        [many] jedničky
       *[other] jedniček
    } (jedna tečka za každou 1): { $pieces }. Použij /armour piece:… dots:…, nebo dots:0 a zásah přijmi.
armour-piece-free = { $piece } ({ $dots } { $dots ->
        [one] volná
        [few] volné
        [many] volné
       *[other] volných
    })
event-armour-used = { $who } označuje { $dots } { $dots ->
        [one] tečku
        [few] tečky
        [many] tečky
       *[other] teček
    } ({ $piece }).
event-hit-accepted = { $who }: zásah platí tak, jak padl.
event-fumble-choice = { $who }: kritický neúspěch! Vyber: k8 poškození spojenci ({ $allies }) přes /fumble ally:…, nebo označ používání předmětu přes /fumble item:….
event-fumble-choice-item = { $who }: kritický neúspěch! Označ používání předmětu: /fumble item:….
event-adversary-fumble = { $who }: kritický neúspěch — co se stane, rozhodne Vypravěč.
event-usage-marked = { $who } označuje používání: { $item } ({ $marked }/{ $max }).
event-item-broken = { $who }: { $item } má označené všechny tečky používání — nelze použít, dokud se neopraví.
event-condition-gained = { $who } – nový stav: { $condition }.
event-condition-lost = { $who } – stav skončil: { $condition }.
event-turn-lost = { $who } přichází o tah ({ $condition }).
event-acts-blinded = { $who } stále nevidí: jedna akce, žádný pohyb, hod na zásah −2.
event-opposed-winner = { $who } vyhrává protichůdný hod.
event-opposed-none = Protichůdný hod nikdo nevyhrál.
event-fled = { $who } utíká z boje.
event-cannot-flee = { $who } nemůže utéct.
event-free-attacks = { $target } neuniká! Každý z nich má jeden volný hod na zásah: { $names } (/attack as:… target:… free:true).
event-morale-broken = { $who } ztrácí odvahu a prchá nebo se vzdává.
event-morale-held = { $who } drží pozici.
event-healed = { $who } získává zpět { $amount } BŽ ({ $hp }/{ $max }).
event-attribute-raised = { $who }: { $attribute } stoupá na { $value }.
event-attribute-pick = { $who } přežívá Zážitek blízké smrti: BŽ obnoveny. Vyber vlastnost pro +1 přes /deathroll attribute:….
event-unconscious = { $who } upadá do bezvědomí na { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
        [many] hodiny
       *[other] hodin
    }.
event-scarred = { $who } má Jizvu: CHA klesá na { $cha }.
event-persistent-injury = { $who }: Hrozná rána — Těžké zranění (−1 SÍL, −1 OBR; vyléčí ho jen magie).
event-maimed = { $who }: Zmrzačení — ztráta ručního slotu inventáře (žádné obouruční předměty).
event-died = { $who } umírá.
event-hurt = { $who } trpí Bolestí: nevýhoda na všechny záchranné hody až do konce sezení.
event-injured-cleared = { $who }: stav Zraněný skončil (vyléčeno { $count }×).
event-hurt-cleared = { $who }: stav Bolest skončil.
event-nobody-can-act = Nikdo nemůže jednat.

## ---------------------------------------------------------------- Přehledy

sheet-title = { $name } — { $class }
sheet-hp = BŽ { $hp }/{ $max }
sheet-weapon = ⚔ { $weapon }: HZ { $th }, POŠ { $dmg }, používání { $marked }/{ $max }
sheet-armour = 🛡 { $piece }: používání { $marked }/{ $max }
sheet-states = Stavy: { $list }
state-injured = Zraněný ×{ $count }
state-persistent = Těžké zranění ×{ $count }
state-hurt = Bolest
state-maimed = Zmrzačení
state-dead = mrtvý
state-death-pending = čeká hod na tabulku Smrti ×{ $count }
tracker-round = { $round }. kolo
tracker-not-started = Ještě nezačalo — až se všichni připojí, hoď /initiative.
tracker-hp = BŽ { $hp }/{ $max }
tracker-pending-armour = ⏳ { $who } vybírá zbroj (/armour).
tracker-pending-fumble = ⏳ { $who } volí následek kritického neúspěchu (/fumble).
tracker-attribute-rule = Volitelné pravidlo vlastností: zapnuto.
status-standing = ve hře
status-eliminated = eliminace
status-fled = útěk
status-surrendered = kapitulace
status-removed = mimo stůl
list-character = { $name } — { $class }, BŽ { $hp }/{ $max }
log-undone = (vráceno zpět)
reply-undone = Vráceno zpět: /{ $command }.
reply-log-empty = V tomto kanálu zatím nepadly žádné hody.
reply-no-characters = Na tomto serveru zatím nejsou žádné postavy. První vytvoříš přes /character create.
reply-nothing-changed = Nic se nezměnilo.

## ---------------------------------------------------------------- Chyby (vstup)

err-internal = Na naší straně se něco pokazilo. Nic se nezměnilo; zkus to prosím znovu.
err-database = Databázi se nepodařilo otevřít: { $reason }
err-database-url = DATABASE_URL musí začínat sqlite: nebo postgres://.
err-conflict = Ve stejnou chvíli tento stůl změnil někdo jiný. Nic se nezměnilo; zkus to prosím znovu.
err-state-newer = Tento kanál uložila novější verze Narratoru. Pro pokračování aktualizuj bota.
err-unknown-command = Příkaz /{ $command } neexistuje.
err-unknown-option = /{ $command } nemá volbu { $option }.
err-repeated-option = Volba { $option } je zadaná dvakrát.
err-missing-option = Volba { $option } je povinná.
err-option-empty = Volba { $option } je prázdná.
err-option-too-long = Volba { $option } je příliš dlouhá (nejvýše { $max } { $max ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    }).
err-option-integer = Volba { $option } musí být celé číslo.
err-option-range = Volba { $option } musí být od { $min } do { $max }.
err-option-bool = Volba { $option } musí být true nebo false.
err-option-choice = Volba { $option } musí být jedna z hodnot: { $choices }.
err-bad-choice = Volba { $option } má hodnotu, kterou Narrator nezná.
err-ruleset-unavailable = Pravidla { $ruleset } zatím nejsou k dispozici.
err-fumble-choose-one = Vyber právě jedno: ally:… nebo item:….
err-line-too-long = Řádek je příliš dlouhý (nejvýše { $max } { $max ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    }).
err-line-slash = Příkaz začíná znakem /, například /attack target:Goblin.
err-line-quote = Uvozovky nejsou uzavřené.
err-line-option = „{ $token }“ není volba; volby mají tvar název:hodnota (hodnoty s mezerami dej do uvozovek).
err-line-user = Po @ následuje jméno hráče, například @tess /save attribute:dex.
err-dice-list = Seznam předem určených kostek obsahuje chybnou hodnotu: { $value }.
err-dice-exhausted = Předem určené kostky došly; nic se nezměnilo.
err-dice-face = Předem určená kostka ukazuje { $face }, ale tento hod potřebuje k{ $sides }.

## ---------------------------------------------------------------- Chyby (stůl)

err-gm-only = To může jen Vypravěč.
err-not-your-character = { $name } není tvoje postava.
err-no-encounter = V tomto kanálu neprobíhá žádné střetnutí. Zahaj ho přes /encounter start.
err-no-initiative = Iniciativa ještě nebyla hozena: Vypravěč použije /initiative.
err-unknown-character = Na tomto serveru není žádná postava jménem { $name }.
err-unknown-adversary = V tomto střetnutí není žádný protivník jménem { $name }.
err-unknown-target = Není tu žádný protivník ani postava jménem { $name }.
err-no-own-character = Na tomto serveru zatím nemáš žádnou postavu. Vytvoř si ji přes /character create.
err-name-your-character = Máš víc postav: jednu vyber přes character:….
err-name-empty = Jméno je prázdné.
err-name-too-long = Jméno může mít nejvýše { $max } { $max ->
        [one] znak
        [few] znaky
        [many] znaku
       *[other] znaků
    }.
err-name-chars = Jméno začíná písmenem a obsahuje jen písmena, číslice, mezery a ' - .
err-nothing-to-undo = V tomto kanálu není co vrátit zpět.
err-undo-not-yours = /{ $command } může vrátit zpět jen Vypravěč nebo hráč, který příkaz zadal.
err-undo-character-changed = Postava { $name } se mezitím změnila (v jiném kanálu), takže to nelze vrátit zpět.

## ---------------------------------------------------------------- Chyby (postavy, střetnutí, zotavení)

err-character-exists = Postava jménem { $name } na tomto serveru už existuje.
err-too-many-characters = Tento server už má { $max } { $max ->
        [one] postavu
        [few] postavy
        [many] postavy
       *[other] postav
    }; nejdřív jednu smaž.
err-attribute-missing = Zadej hodnotu pro { $attribute ->
        [str] SÍL
        [dex] OBR
        [int] INT
        [cha] CHA
        [luck] Štěstí
       *[other] { $attribute }
    } (výchozí 6 mají jen pomocníci).
err-attribute-range = { $attribute ->
        [str] SÍL
        [dex] OBR
        [int] INT
        [cha] CHA
        [luck] Štěstí
       *[other] { $attribute }
    } musí být od { $min } do { $max }.
err-hp-range = BŽ musí být od { $min } do { $max }.
err-religion-required = Klerik potřebuje náboženství: nature (příroda), war (válka), pain (utrpení) nebo hunt (lov).
err-religion-not-cleric = Náboženství mají jen klerici.
err-nothing-to-edit = Není co měnit: zadej aspoň jednu novou hodnotu.
err-character-in-encounter = { $name } je ve střetnutí tohoto kanálu; počkej, až skončí.
err-th-range = HZ musí být od { $min } do { $max }.
err-dmg-range = POŠ musí být od { $min } do { $max }.
err-unknown-weapon = { $weapon } není zbraň z tabulky; pro vlastní zbraň zadej th i dmg.
err-weapon-exists = { $name } už nese zbraň { $weapon }; chceš-li ji změnit, nejdřív ji odeber.
err-too-many-weapons = { $name } už nese { $max } { $max ->
        [one] zbraň
        [few] zbraně
        [many] zbraně
       *[other] zbraní
    }.
err-weapon-not-carried = { $name } nenese zbraň { $weapon }.
err-armour-worn = { $name } už nosí { $piece ->
        [basic] základní zbroj
        [light] lehkou zbroj
        [heavy] těžkou zbroj
        [shield] štít
        [helmet] helmu
       *[other] { $piece }
    }.
err-armour-not-worn = { $name } nenosí { $piece ->
        [basic] základní zbroj
        [light] lehkou zbroj
        [heavy] těžkou zbroj
        [shield] štít
        [helmet] helmu
       *[other] { $piece }
    }.
err-character-dead = { $name } už nežije.
err-adversary-gone = { $name } už není v boji.
err-save-against-self = Protichůdný hod potřebuje jiného soupeře.
err-condition-present = { $name } už má stav „{ $condition ->
        [prone] na zemi
        [immobilised] znehybněný
        [paralysed] paralýza
        [grappled] chycení
        [stunned] omráčený
        [blinded] oslepený
        [sleeping] spící
        [exhausted] Vyčerpaný
        [drained] Vysátý
        [poisoned] Otrávený
        [starved] Vyhladovělý
        [unconscious] bezvědomí
       *[other] { $condition }
    }“.
err-condition-missing = { $name } nemá stav „{ $condition ->
        [prone] na zemi
        [immobilised] znehybněný
        [paralysed] paralýza
        [grappled] chycení
        [stunned] omráčený
        [blinded] oslepený
        [sleeping] spící
        [exhausted] Vyčerpaný
        [drained] Vysátý
        [poisoned] Otrávený
        [starved] Vyhladovělý
        [unconscious] bezvědomí
       *[other] { $condition }
    }“.
err-too-many-conditions = { $name } už má { $max } { $max ->
        [one] stav
        [few] stavy
        [many] stavu
       *[other] stavů
    }.
err-near-death-pick = { $name } musí nejdřív vybrat vlastnost za Zážitek blízké smrti: /deathroll attribute:…
err-no-death-roll = { $name } nemá žádný nevyřízený hod na tabulku Smrti.
err-death-roll-after-fight = { $name } hází na tabulku Smrti až po skončení boje.
err-encounter-running = V tomto kanálu už probíhá střetnutí; nejdřív ho ukonči.
err-defence-range = Obrana musí být od { $min } do { $max }.
err-saves-range = Hody musí být od { $min } do { $max }.
err-morale-range = Morálka musí být od { $min } do { $max }.
err-count-range = Počet musí být od { $min } do { $max }.
err-too-many-adversaries = Střetnutí pojme nejvýše { $max } { $max ->
        [one] protivníka
        [few] protivníky
        [many] protivníka
       *[other] protivníků
    }.
err-name-taken = { $name } už ve střetnutí je; vyber jiné jméno.
err-amount-range = Množství musí být od { $min } do { $max }.
err-rest-during-fight = { $name } nemůže odpočívat uprostřed boje.

## ---------------------------------------------------------------- Chyby (boj)


err-not-your-turn = Na tahu je { $name }.
err-nobody-can-act = Teď nemůže jednat nikdo; Vypravěč může pokračovat přes /next.
err-cannot-act = { $name } nemůže jednat: leží, spí, je v bezvědomí, na útěku nebo mimo boj.
err-not-in-encounter = { $name } se tohoto střetnutí neúčastní.
err-initiative-rolled = Iniciativa už pro toto střetnutí byla hozena.
err-no-pcs = Ke střetnutí se zatím nepřipojila žádná postava; nejdřív použij /join.

err-already-joined = { $name } už v tomto střetnutí je.
err-name-taken-by-adversary = Protivník v tomto střetnutí už se jmenuje { $name }; nejdřív jednoho z nich přejmenuj.
err-too-many-pcs = Střetnutí pojme nejvýše { $max } { $max ->
        [one] postavu
        [few] postavy
        [many] postavy
       *[other] postav
    }.

err-attack-self = Bojovník nemůže útočit sám na sebe.
err-target-not-in-encounter = { $name } se tohoto střetnutí neúčastní.
err-target-down = { $name } už je mimo boj.
err-free-needs-adversary = Volný útok provádí protivník: použij as:<protivník> s free:true.
err-no-free-attack = { $attacker } nemá volný útok (cíl: { $target }); volné útoky následují po nepovedeném útěku, jeden za každého protivníka.
err-offhand-adversary = Protivníci útočí svým jediným útokem; offhand použít nemohou.
err-offhand-same-weapon = { $weapon } nemůže být zároveň hlavní i druhá zbraň (offhand).
err-maimed-no-offhand = { $name }: Zmrzačení — chybí ruka, boj dvěma zbraněmi není možný.
err-weapon-broken = Zbraň { $weapon } má označené všechny tečky používání; před použitím ji oprav.

err-no-pending-hit = Žádný zásah nečeká na volbu zbroje.
err-armour-too-few-dots = { $piece ->
        [basic] Základní zbroj
        [light] Lehká zbroj
        [heavy] Těžká zbroj
        [shield] Štít
        [helmet] Helma
       *[other] { $piece }
    } má jen { $free } { $free ->
    [one] volnou tečku
    [few] volné tečky
    [many] volné tečky
   *[other] volných teček
} používání.
err-armour-too-many-dots = Ke zrušení { $ones ->
    [one] zbývá jen { $ones } jednička
    [few] zbývají jen { $ones } jedničky
    [many] zbývá jen { $ones } jedničky
   *[other] zbývá jen { $ones } jedniček
}.

err-no-pending-fumble = Žádný kritický neúspěch nečeká na volbu.
err-fumble-not-an-ally = { $name } není jiná postava tohoto boje, která ještě stojí.
err-unknown-item = { $name } nemá žádnou zbraň ani oblečenou zbroj jménem { $item }.
err-item-full = { $item } už má označené všechny tečky používání.

err-cannot-flee-slower = { $name } je pomalejší než protivníci a nemůže utéct.
err-adversary-not-standing = { $name } už není v boji.
err-no-standing-adversaries = Žádný protivník už nestojí.

## ---------------------------------------------------------------- Popisy příkazů
## cmd-<cesta> popisuje příkaz; cmd-<cesta>-<volba> jednu z jeho voleb.

cmd-encounter = Zahájit, ukončit nebo zobrazit střetnutí v kanálu
cmd-encounter-start = Zahájit střetnutí v tomto kanálu (stáváš se Vypravěčem)
cmd-encounter-start-ruleset = Herní systém (výchozí FLAIL)
cmd-encounter-start-surprise = Která strana má náskok
cmd-encounter-end = Ukončit střetnutí: následují hody na tabulku Smrti a na používání
cmd-encounter-show = Zobrazit přehled: pořadí tahů, BŽ, stavy
cmd-session = Správa sezení
cmd-session-end = Ukončit sezení: skončí efekty na celé sezení, např. Bolest
cmd-character = Vytváření a správa postav
cmd-character-create = Vytvořit postavu na tomto serveru
cmd-character-create-name = Jméno postavy
cmd-character-create-class = Povolání postavy
cmd-character-create-str = Síla (2–12)
cmd-character-create-dex = Obratnost (2–12)
cmd-character-create-int = Inteligence (2–12)
cmd-character-create-cha = Charisma (2–12)
cmd-character-create-luck = Štěstí (2–12)
cmd-character-create-hp = Max. BŽ, pokud nemají být podle povolání
cmd-character-create-religion = Náboženství klerika (určuje specializované zbraně)
cmd-character-show = Zobrazit kartu postavy
cmd-character-show-character = Čí karta (výchozí: tvoje)
cmd-character-edit = Upravit postavu
cmd-character-edit-character = Postava, kterou chceš upravit
cmd-character-edit-name = Nové jméno
cmd-character-edit-class = Nové povolání
cmd-character-edit-religion = Nové náboženství
cmd-character-edit-str = Nová Síla
cmd-character-edit-dex = Nová Obratnost
cmd-character-edit-int = Nová Inteligence
cmd-character-edit-cha = Nové Charisma
cmd-character-edit-luck = Nové Štěstí
cmd-character-edit-hp = Nové aktuální BŽ
cmd-character-edit-max-hp = Nové max. BŽ
cmd-character-delete = Smazat postavu
cmd-character-delete-character = Postava ke smazání
cmd-character-list = Seznam postav serveru
cmd-character-weapon = Dát postavě zbraň (z tabulky, nebo vlastní s th a dmg)
cmd-character-weapon-character = Kdo ji nese
cmd-character-weapon-weapon = Zbraň z tabulky (např. short bow) nebo nový název
cmd-character-weapon-th = Kostky na zásah (HZ)
cmd-character-weapon-dmg = Poškození (POŠ)
cmd-character-weapon-missile = Střelná zbraň (pro volitelné pravidlo vlastností)
cmd-character-weapon-specialty = Zda se počítá jako specializovaná zbraň povolání
cmd-character-weapon-remove = Zbraň místo toho odebrat
cmd-character-armour = Obléct (nebo sundat) část zbroje
cmd-character-armour-character = Kdo ji nosí
cmd-character-armour-piece = Část zbroje
cmd-character-armour-remove = Místo toho ji sundat
cmd-adversary = Přidat nebo odebrat protivníky (Vypravěč)
cmd-adversary-add = Přidat protivníky do střetnutí
cmd-adversary-add-name = Jméno (víc kusů se očísluje: Skřet 1, Skřet 2…)
cmd-adversary-add-hp = Body životů
cmd-adversary-add-defence = Obrana (snížení poškození)
cmd-adversary-add-saves = Hodnota Hodů (záchranné hody)
cmd-adversary-add-morale = Hodnota Morálky
cmd-adversary-add-th = Útok: kostky na zásah
cmd-adversary-add-dmg = Útok: poškození
cmd-adversary-add-count = Kolik
cmd-adversary-remove = Odebrat protivníka ze stolu
cmd-adversary-remove-name = Který protivník
cmd-join = Přivést postavu do střetnutí
cmd-join-character = Postava
cmd-initiative = Hodit iniciativu (záchranné hody na OBR) a začít 1. kolo (Vypravěč)
cmd-next = Ukončit aktuální tah
cmd-undo = Vrátit zpět poslední akci v kanálu
cmd-log = Zobrazit záznam hodů
cmd-log-limit = Kolik hodů
cmd-attack = Hodit na zásah
cmd-attack-target = Koho napadnout
cmd-attack-weapon = Zbraň (výchozí: první použitelná)
cmd-attack-offhand = Druhá zbraň: boj dvěma zbraněmi, obě s nevýhodou
cmd-attack-advantage = Útok s výhodou
cmd-attack-disadvantage = Útok s nevýhodou
cmd-attack-as = Jednající protivník (Vypravěč)
cmd-attack-free = Volný útok po nepovedeném útěku (Vypravěč)
cmd-armour = Označit používání zbroje a zrušit jedničky zásahu proti tobě
cmd-armour-piece = Která část zbroje
cmd-armour-dots = Kolik teček (0 = přijmout zásah)
cmd-armour-more = Nechat zásah otevřený a použít i další část
cmd-fumble = Vyřešit svůj kritický neúspěch
cmd-fumble-ally = Spojenec, který utrpí k8 poškození
cmd-fumble-item = Předmět, na kterém se označí používání
cmd-save = Hodit záchranný hod (k20, hoď stejně nebo pod)
cmd-save-attribute = Vlastnost
cmd-save-character = Kdo hází (výchozí: tvoje postava)
cmd-save-advantage = S výhodou
cmd-save-disadvantage = S nevýhodou
cmd-save-against = Protichůdný hod proti této postavě nebo protivníkovi
cmd-flee = Pokusit se o útěk (záchranný hod na OBR)
cmd-flee-character = Kdo utíká (výchozí: tvoje postava)
cmd-flee-slower = Pomalejší než protivníci: útěk není možný
cmd-morale = Hod na morálku jednoho protivníka, nebo všech (Vypravěč)
cmd-morale-adversary = Který protivník (výchozí: všichni, kdo stojí)
cmd-condition = Přidat nebo odebrat stavy
cmd-condition-add = Udělit stav
cmd-condition-add-target = Komu
cmd-condition-add-condition = Stav
cmd-condition-add-save = Vlastnost pro záchranný hod na začátku kola (výchozí OBR)
cmd-condition-remove = Odebrat stav
cmd-condition-remove-target = Komu
cmd-condition-remove-condition = Stav
cmd-damage = Přímo způsobit poškození (Vypravěč)
cmd-damage-target = Komu
cmd-damage-amount = Kolik
cmd-heal = Obnovit BŽ
cmd-heal-target = Komu
cmd-heal-amount = Kolik
cmd-rest = Odpočinout si a zotavit se
cmd-rest-kind = Krátký, dlouhý nebo plný
cmd-rest-character = Kdo odpočívá (výchozí: tvoje postava)
cmd-settings = Nastavení stolu
cmd-settings-attribute-rule = Volitelné pravidlo vlastností pro útoky
cmd-deathroll = Hodit na tabulku Smrti
cmd-deathroll-character = Kdo hází (výchozí: tvoje postava)
cmd-deathroll-attribute = Vlastnost pro +1 po Zážitku blízké smrti
cmd-settings-language = Jazyk veřejných odpovědí na tomto serveru (moderátoři)
cmd-settings-hide-adversary-hp = Hráčům ukazovat slova o zraněních místo BŽ protivníků (moderátoři)
cmd-settings-gm-role = Členové s touto rolí jsou Vypravěči (moderátoři)
cmd-settings-clear-gm-role = Zrušit roli Vypravěče (moderátoři)
cmd-settings-ping-turns = Upozornit hráče, který je na tahu (moderátoři)
cmd-help = Vysvětlit příkazy hry v tomto kanálu

## ---------------------------------------------------------------- Discord
language-server = jazyk serveru
language-en-US = English
language-cs = Čeština
language-ru = Русский

wound-unhurt = nezraněn
wound-wounded = zraněn
wound-badly-wounded = těžce zraněn
wound-down = padl

title-log = Záznam hodů
title-characters = Postavy
title-settings = Nastavení
title-help = Nápověda
tracker-title = Střetnutí
tracker-ended = Střetnutí skončilo.
embed-turn = Na tahu: { $who }
embed-more = … a { $count } { $count ->
    [one] další
    [few] další
   *[other] dalších
}

settings-title = Nastavení tohoto serveru a stolu:
settings-language = Jazyk veřejných odpovědí: { $language }
settings-gm-role = Role Vypravěče: { $role }
settings-gm-role-none = žádná (jen Správa kanálů)
settings-hide-adversary-hp = BŽ protivníků skryté před hráči: { $state }
settings-ping-turns = Upozornění na tah: { $state }
settings-attribute-rule = Volitelné pravidlo vlastností: { $state }

help-title = Příkazy pro { $ruleset }
help-line = **/{ $command }** — { $description }
help-footer = Vypravěč je ten, kdo střetnutí začal, a členové s oprávněním Správa kanálů nebo s rolí Vypravěče.

button-armour = { $piece } ({ $dots })
button-take-hit = Přijmout zásah
button-fumble-ally = Zasáhnout: { $ally }
button-fumble-item = Označit: { $item }
button-deathroll = Hod na Smrt: { $who }
button-next = Další tah

permission-view-channel = Zobrazit kanál
permission-send-messages = Odesílat zprávy
permission-embed-links = Vkládat odkazy

err-option-role = { $option } musí být role.
err-gm-role-both = Roli Vypravěče buď nastav, nebo zruš, ne obojí.
err-settings-moderator = Nastavení serveru mohou měnit jen členové s oprávněním Správa kanálů (nebo s rolí Vypravěče).
err-stale-button = Toto tlačítko je zastaralé: od jeho zveřejnění se u stolu pokročilo.
err-guild-only = Narrator hraje v kanálech serveru, ne v soukromých zprávách.
err-bot-permission = Tady nemůžu pořádně odpovídat: v tomto kanálu potřebuji oprávnění { $permission }.
err-rate-limited = Trochu zpomal: příliš mnoho příkazů najednou. Zkus to za chvilku.
err-internal-id = Na naší straně se něco pokazilo (incident { $id }). Zkus to prosím znovu; pokud se to opakuje, sděl tento kód správci serveru.
tracker-posted = Přehled je vyvěšený v kanálu; po každé akci se aktualizuje.

## ---------------------------------------------------------------- Rolls and odds
cmd-roll = Hodit kostkami: 1d20+5, 4d6kh3, 8d10>=7, 4dF, 6x 4d6kh3 # poznámka…
cmd-roll-expression = Výraz s kostkami (zápis najdeš v /help nebo v README)
cmd-roll-label = K čemu hod je
cmd-roll-secret = Výsledek uvidíš jen ty (Vypravěč si ho přečte v záznamu)
cmd-odds = Přesné šance hodu s grafem
cmd-odds-roll = Šance libovolného výrazu s kostkami
cmd-odds-roll-expression = Výraz s kostkami, jako u /roll
cmd-odds-attack = Šance hodu na zásah ve FLAIL
cmd-odds-attack-th = Zásah (TH) zbraně
cmd-odds-attack-dmg = Zranění (DMG) zbraně
cmd-odds-attack-defence = Obrana cíle
cmd-odds-attack-advantage = Zdroje výhody
cmd-odds-attack-disadvantage = Zdroje nevýhody
cmd-odds-attack-off-specialty = Zbraň mimo specializaci povolání (−1 kostka)
cmd-odds-attack-blinded = Útočník je oslepený (−2 kostky)
cmd-odds-save = Šance záchranného hodu ve FLAIL
cmd-odds-save-value = Vlastnost, na kterou se hází rovno nebo pod
cmd-odds-save-advantage = Zdroje výhody
cmd-odds-save-disadvantage = Zdroje nevýhody
cmd-odds-mage-wars = Šance útoku v Mage Wars
cmd-odds-mage-wars-dice = Útočné kostky
cmd-odds-mage-wars-armor = Zbroj cíle (po Průrazu a Korozi)
cmd-odds-mage-wars-resilient = Cíl je Odolný (ignoruje normální zranění)
cmd-odds-mage-wars-effect = Prahy tabulky efektů, např. „7+ Omámení, 10+ Omráčení“
cmd-odds-mage-wars-effect-bonus = Přičte se k hodu na efekt (bonus typu zranění útoku)
cmd-odds-mage-wars-tough = Houževnatý X cíle, odečte se od hodu na efekt

odds-title-roll = Šance pro { $expression }
odds-title-attack = Zásah s TH { $th } ({ $dice } { $dice ->
    [one] kostka
    [few] kostky
   *[other] kostek
}), DMG { $dmg } proti Obraně { $defence }
odds-title-save = Záchranný hod pod { $value } ({ $dice } k20)
odds-title-mage-wars = { $dice } { $dice ->
    [one] útočná kostka
    [few] útočné kostky
   *[other] útočných kostek
} proti Zbroji { $armor } (Odolný: { $resilient })
odds-effect-heading = Efektová kostka (k12):
odds-effect-none = bez efektu
odds-mean = Průměr: { $mean }
odds-expected-damage = Očekávané zranění: { $mean }
odds-exact = Přesné šance (spočítán každý výsledek).
odds-simulated = Výsledků je příliš mnoho na spočítání: simulováno { $trials }krát; průměr je v rozmezí ±{ $margin } (95 %).
err-odds-effect-table = Zadej prahy tabulky efektů jako čísla od 1 do 20, např. „7+ Omámení, 10+ Omráčení“.

odds-chart-probability = Pravděpodobnost
odds-chart-result = Výsledek
odds-chart-damage = Poškození
odds-chart-kept-die = Ponechaná kostka
odds-chart-effect-row = Hod efektovou kostkou
odds-err-too-many-dice = { $dice } kostek je víc, než přesné šance zvládnou (nejvýš { $max }).
odds-err-save-dice = Záchranný hod hází 1 až 3 k20, ne { $dice }.
odds-err-effect-rows = Tabulka efektů může mít nejvýš { $max } řádků, ne { $rows }.
odds-err-effect-modifier = Úprava efektového hodu { $modifier } je mimo rozsah (nejvýš ±{ $max }).

## ---------------------------------------------------------------- Zápis kostek (/roll)

err-roll-empty = Není co hodit: napiš kostky, např. `1d20+5` (samotný `# komentář` není hod).
err-roll-too-long = Hod je příliš dlouhý: { $len } znaků, povoleno je nejvýše { $max }.
err-roll-too-many-dice = Příliš mnoho kostek: nejvýše { $max } kostek na jeden hod, včetně opakování, explozí a přehozů.
err-roll-sides = Kostka musí mít { $min } až { $max } stěn, ne { $sides } (pro kostky Fate použij `dF`).
err-roll-zero-dice = Hoď alespoň jednou kostkou (`0d6` nehází nic).
err-roll-repeats = Hod lze opakovat 1 až { $max }krát (`6x 4d6kh3`).
err-roll-too-deep = Příliš hluboké vnoření: nejvýše { $max } úrovní závorek a znamének.
err-roll-number-too-big = Číslo je příliš velké: největší povolené je { $max }.
err-roll-overflow = Výsledek je příliš velký na výpočet.
err-roll-division-by-zero = Hod dělí nulou.
err-roll-unexpected = Tady nerozumím `{ $found }`. Příklady: `1d20+5`, `4d6kh3`, `8d10>=7`, `6x 4d6kh3 # vlastnosti`.
err-roll-unexpected-end = Hod končí příliš brzy: na konci něco chybí (číslo, kostky nebo `)`).
err-roll-unbalanced = Závorky nesedí: každá `(` potřebuje svou `)`.
err-roll-unknown-op = Neznámá operace s kostkami `{ $found }`. K dispozici: `k p rr ro ra e mi ma !` s `h`, `l`, `>` nebo `<` (např. `4d6kh3`) a počítání úspěchů `>=7`, `t7`, `f1`.
err-roll-dice-maiden = `{ $found }` je zápis Dice Maiden; tady ho piš jako Avrae: `{ $avrae }` (např. `e6` exploduje opakovaně, `ro1` přehodí jednou, `pl1` zahodí nejnižší).
err-roll-needs-number = Za `{ $op }` musí následovat číslo (např. `kh3`, `e6`, `mi2`, `>=7`).
err-roll-failures-need-target = Neúspěchy (`f`) se odečítají od úspěchů: nejprve zadej cíl, např. `5d10t8f1` nebo `5d10>=8f1`.
err-roll-fate-op = Kostky Fate (`dF`) lze jen ponechat nebo zahodit (`k`, `p`), ne `{ $op }`.
err-roll-rank-selector = `{ $op }` nemůže vybírat kostky podle pořadí (`h`/`l`): nikdy by neskončil. Použij hodnotu, `>` nebo `<`, např. `rr1` nebo `e>5`.
err-roll-endless = `{ $op }` by platil pro každou stěnu kostky a nikdy by neskončil.
roll-note-cap = Kostka { $die } ve skupině { $group } (hod { $row }) dosáhla limitu { $cap } explozí nebo přehozů a tam se zastavila.
