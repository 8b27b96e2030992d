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
dice-ones = { $count ->
    [one] **1 jednička**
    [few] **{ $count } jedničky**
   *[other] **{ $count } jedniček**
} v { $pool }
result-poker = Pokerové výsledky: { $list }.
result-sleeping = { $who } → { $target }: cíl spí a je bez hodu eliminován.
result-save = { $kind } — { $who }, { $what }: { $dice }{ $keep } → { $kept }: { $outcome }
result-roll = { $kind } — { $who }: { $dice } → { $outcome }
result-value = { $kind } — { $who }: { $dice }{ $bonus } → { $value }
result-value-hp = { $kind } — { $who }: { $dice }{ $bonus } → { $value } BŽ
result-item = { $kind } — { $who }, { $item }: { $dice } → { $outcome }
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
event-armour-choice-buttons = { $who } může zbrojí zrušit { $ones ->
        [one] jedničku
       *[other] až { $ones } jedničky
    }, jedna tečka používání za každou:
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
event-fumble-nothing-to-mark = { $who } nemá zbraň, kterou by šlo označit: fumble nic nestojí.
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
event-morale-broken = { $who } ztrácí odvahu a prchá.
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
log-unreadable = (hod, který tato verze neumí přečíst)
log-closed-idle = střetnutí bylo uzavřeno po { $days ->
    [one] jednom dni
   *[other] { $days } dnech
} bez akce, bez hodů na konci boje (/undo ho znovu otevře)
reply-undone = Vráceno zpět: /{ $command }.
reply-log-empty = V tomto kanálu zatím nepadly žádné hody.
reply-no-characters = Na tomto serveru zatím nejsou žádné postavy. První vytvoříš přes /character create.
reply-not-confirmed = ⏳ Zatím nepotvrzeno: databáze odpovídá pomalu. Neposílej příkaz znovu — výsledek se objeví tady.
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
err-fumble-choose-one = Vyber jedno: ally:… nebo item:…, ne obojí (bez obojího platí výchozí volba: značka použití na zbrani, se kterou se házelo).
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
err-name-chars = Jméno musí obsahovat aspoň jedno písmeno nebo číslici a žádné řídicí ani neviditelné znaky.
err-name-comma = Jméno nesmí obsahovat čárku: čárky oddělují jména v seznamech.
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

cmd-encounter = Zahájit, ukončit nebo zobrazit hru v kanálu
cmd-encounter-start = Začni zde hru; kdo ji začne, ten ji vede
cmd-encounter-start-ruleset = Hra, kterou tento server hraje (výchozí FLAIL)
cmd-encounter-start-surprise = FLAIL: která strana má náskok
cmd-encounter-end = Ukončit hru v kanálu (případné závěrečné hody následují)
cmd-encounter-show = Zobrazit přehled: kdo je na tahu a jak si kdo stojí
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
cmd-join-character = Postava, nebo několik oddělených čárkami
cmd-initiative = Začít další kolo; kde hra kanálu hází iniciativu, hodit ji
cmd-next = Ukončit aktuální tah, aktivaci, fázi nebo krok
cmd-undo = Vrátit zpět poslední akci v kanálu
cmd-log = Zobrazit záznam hodů
cmd-log-limit = Kolik hodů
cmd-attack = Útok zbraní, útokem nebo útočným kouzlem
cmd-attack-target = Koho napadnout
cmd-attack-weapon = Zbraň, útok nebo útočné kouzlo (výchozí: první použitelné)
cmd-attack-advantage = FLAIL: útok s výhodou
cmd-attack-disadvantage = FLAIL: útok s nevýhodou
cmd-attack-as = Kdo jedná, není-li to tvá postava (protivník, bytost…)
cmd-attack-free = FLAIL: volný útok po nepovedeném útěku (Vypravěč)
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
cmd-condition-add-save = FLAIL: vlastnost pro záchranný hod na začátku kola (výchozí OBR)
cmd-condition-remove = Odebrat stav
cmd-condition-remove-target = Komu
cmd-condition-remove-condition = Stav
cmd-damage = Přímo způsobit poškození, mimo útok
cmd-damage-target = Komu
cmd-damage-amount = Kolik
cmd-heal = Léčit zranění: obnovit ztracené BŽ nebo Život
cmd-heal-target = Komu
cmd-heal-amount = Kolik
cmd-rest = Odpočinout si a zotavit se
cmd-rest-kind = Krátký, dlouhý nebo plný
cmd-rest-character = Kdo odpočívá (výchozí: tvoje postava)
cmd-settings = Nastavení serveru (moderátoři)
cmd-flail-table-attribute-rule = Volitelné pravidlo vlastností pro útoky
cmd-deathroll = Hodit na tabulku Smrti
cmd-deathroll-character = Kdo hází (výchozí: tvoje postava)
cmd-deathroll-attribute = Vlastnost pro +1 po Zážitku blízké smrti
cmd-settings-language = Jazyk veřejných odpovědí na tomto serveru (moderátoři)
cmd-settings-hide-adversary-hp = Hráčům ukazovat slova o zraněních místo BŽ protivníků (moderátoři)
cmd-settings-gm-role = Členové s touto rolí jsou Vypravěči (moderátoři)
cmd-settings-clear-gm-role = Zrušit roli Vypravěče (moderátoři)
cmd-settings-ping-turns = Upozornit hráče, který je na tahu (moderátoři)
cmd-settings-choice-timeout = Minuty, které čeká volba, než platí výchozí možnost; 0 bez limitu (moderátoři)
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
tracker-title-turn = Kolo { $round } · ▶ { $who }
tracker-title-setup = Střetnutí: příprava
tracker-party = Družina
tracker-foes = Nepřátelé
tracker-defeated = Poražení: { $names }
tracker-title = Střetnutí
tracker-ended = Střetnutí skončilo.
tracker-frozen = Střetnutí skončilo: přehled zůstává, jak naposledy vypadal.
tracker-closed-idle = Střetnutí bylo uzavřeno po { $days ->
    [one] jednom dni
   *[other] { $days } dnech
} bez akce: přehled zůstává, jak naposledy vypadal, a kanál je volný pro novou hru.
tracker-closing = Konečný stav boje.
tracker-closing-owed = Konečný stav · hod na tabulku Smrti ještě dluží: { $names } (/deathroll)

# Titulky: kdo co udělal a k čemu to vedlo.
title-hit = { $who } zasahuje { $target }: { $outcome }, zranění { $amount }
title-hit-pending = { $who } zasahuje { $target }: { $outcome }, čeká se na volbu zbroje
title-fell = { $who } sráží { $target }: { $outcome }, zranění { $amount }
title-hit-blow = { $who } zasahuje { $target }: { $outcome }
title-fell-blow = { $who } sráží { $target }: { $outcome }
title-miss = { $who } míjí { $target }
title-fumble = { $who }: kritický neúspěch
title-down = 💀 { $who } padá: dluží hod na tabulku Smrti
title-dead = 💀 { $who } umírá
title-party-dead = 💀 Družina padla
title-fight-over = Boj skončil
title-fight-over-death = Boj skončil: { $who } { $count ->
    [one] dluží hod na tabulku Smrti
   *[other] dluží hody na tabulku Smrti
}
title-round = Kolo { $round }: první jedná { $who }
title-round-only = Kolo { $round }
title-turn = Na tahu: { $who }
title-save = { $who }: záchranný hod na { $attribute }, { $outcome }
title-death = { $who }, hod na tabulku Smrti: { $outcome }
title-fled = { $who } prchá
title-flee-failed = { $who } neunikne
title-morale-broken = { $who } ztrácí morálku
title-morale-held = { $who } drží morálku
title-roll = { $who }: { $outcome }
status-line = Kolo { $round } · ▶ { $who } · další: { $next }
status-line-alone = Kolo { $round } · ▶ { $who }
status-line-turn = ▶ { $who } · další: { $next }
status-line-turn-alone = ▶ { $who }
status-waiting-armour = ⏳ { $who } vybírá zbroj
status-waiting-fumble = ⏳ { $who } volí následek kritického neúspěchu
status-waiting-nonphysical = ⏳ { $who } vybírá zbroj proti nefyzickému poškození { $amount }
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
settings-choice-timeout = Lhůta na volbu: { $minutes } min, pak platí výchozí možnost
settings-choice-timeout-off = Lhůta na volbu: vypnuto (volba čeká, dokud nepadne odpověď)
settings-attribute-rule = Volitelné pravidlo vlastností: { $state }

help-title = Příkazy pro { $ruleset }
help-line = { $command } — { $description }
help-footer-flail = Vypravěč je ten, kdo střetnutí začal, a členové s oprávněním Správa kanálů nebo s rolí Vypravěče.

button-armour = 🛡️ { $piece }: zrušit { $dots ->
    [one] jednu jedničku
    [few] { $dots } jedničky
   *[other] { $dots } jedniček
} (zbývá teček: { $left })
button-take-hit = Přijmout zásah ({ $amount } zranění)
button-confirm = Ano, provést
confirm-control = Tím končí víc než jen tvůj tah: někdo ještě nejednal. Přesto provést?
button-take-hit-outcome = Přijmout zásah: { $outcome }
button-fumble-ally = Zasáhnout: { $ally }
button-fumble-item = Označit: { $item }
button-deathroll = 🎲 Hod na tabulku Smrti: { $who }
button-end-turn = Ukončit tah: { $who }

permission-view-channel = Zobrazit kanál
permission-send-messages = Odesílat zprávy
permission-embed-links = Vkládat odkazy

err-option-role = { $option } musí být role.
err-gm-role-both = Roli Vypravěče buď nastav, nebo zruš, ne obojí.
err-settings-moderator = Nastavení serveru mohou měnit jen členové s oprávněním Správa kanálů (nebo s rolí Vypravěče).
err-table-settings-who = Nastavení stolu smí měnit jen moderátoři, role Vypravěče nebo ten, kdo vede střetnutí v tomto kanálu (nebo vedl to poslední).
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
cmd-odds-expression = Výraz s kostkami, jako u /roll
cmd-flail-odds-attack = Šance hodu na zásah ve FLAIL
cmd-flail-odds-attack-th = Zásah (TH) zbraně
cmd-flail-odds-attack-dmg = Zranění (DMG) zbraně
cmd-flail-odds-attack-defence = Obrana cíle
cmd-flail-odds-attack-advantage = Zdroje výhody
cmd-flail-odds-attack-disadvantage = Zdroje nevýhody
cmd-flail-odds-attack-off-specialty = Zbraň mimo specializaci povolání (−1 kostka)
cmd-flail-odds-attack-blinded = Útočník je oslepený (−2 kostky)
cmd-flail-odds-save = Šance záchranného hodu ve FLAIL
cmd-flail-odds-save-value = Vlastnost, na kterou se hází rovno nebo pod
cmd-flail-odds-save-advantage = Zdroje výhody
cmd-flail-odds-save-disadvantage = Zdroje nevýhody
cmd-arena-odds = Šance útoku v Mage Wars
cmd-arena-odds-dice = Útočné kostky
cmd-arena-odds-armor = Zbroj cíle (po Průrazu a Korozi)
cmd-arena-odds-resilient = Cíl je Odolný (ignoruje normální zranění)
cmd-arena-odds-effect = Prahy tabulky efektů, např. „7+ Omámení, 10+ Omráčení“
cmd-arena-odds-effect-bonus = Přičte se k hodu na efekt (bonus typu zranění útoku)
cmd-arena-odds-tough = Houževnatý X cíle, odečte se od hodu na efekt

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
odds-chart-outcome = Výsledek útoku
odds-chart-damage = Poškození
odds-chart-kept-die = Ponechaná kostka
odds-chart-effect-row = Hod efektovou kostkou
odds-err-too-many-dice = { $dice } kostek je víc, než přesné šance zvládnou (nejvýš { $max }).
odds-err-save-dice = Záchranný hod hází 1 až 3 k20, ne { $dice }.
odds-err-effect-rows = Tabulka efektů může mít nejvýš { $max } řádků, ne { $rows }.
odds-err-effect-modifier = Úprava efektového hodu { $modifier } je mimo rozsah (nejvýš ±{ $max }).

## ---------------------------------------------------------------- Zápis kostek (/roll)

err-did-you-mean = Nemysleli jste { $suggestion }?
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

## --- Notation: sets, checks, annotations, adv/dis, odds notes (begin) ---
err-roll-check-place = Porovnání (`>=`, `>`, `<=`, `<`, `==`) se týká celého hodu: napište ho jednou, na konec a mimo závorky, např. `1d20+5>=15`.
err-roll-set-op = Množina `(a, b)` umí své členy jen ponechat nebo zahodit (`k`, `p`, např. `(1d20+5, 1d20+5)kh1`), ne `{ $found }`.
err-roll-annotation-unclosed = Poznámka potřebuje uzavírací závorku, např. `1d6 [oheň]`.
err-roll-annotation-too-long = Poznámka smí mít nejvýš { $max } znaků.
err-roll-adv-needs-d20 = `{ $word }` změní hod, který začíná jednou k20, na dvě k20, z nichž se počítá jedna (např. `1d20+5 { $word }`); tento hod nezačíná jedinou k20.
roll-check-pass = úspěch
roll-check-fail = neúspěch
odds-check-pass = Úspěch
odds-check-fail = Neúspěch
odds-capped = Hod zastaví přehazování každé kostky po { $cap } přehozech, tyto šance je nechávají běžet do konce: v { $chance } hodů některá kostka ten limit dosáhne a tam se skutečný hod od těchto šancí liší.
odds-computed = Spočítáno výsledek po výsledku v plovoucí čárce, bez simulace (přesné zhruba na 15 číslic).
## --- Notation (end) ---

## ---------------------------------------------------------------- FLAIL tak, jak ho vede Vypravěč
## Více útoků protivníka a jejich spouštěče, hod na tabulku Smrti hned, dlouhodobé stavy
## a údržba věcí, zbroj na tělo, obouruční zbraně, vzdálenosti.

when-any-hit = Jakýkoli zásah
when-minor-hit = Slabý zásah
when-major-hit = Silný zásah
when-death-blow = Smrtící úder
when-pair = pár
when-two-pairs = dva páry
when-three-pairs = tři páry
when-triplet = trojice
when-four-of-a-kind = poker (čtveřice)
when-full-house = full house
when-sequence = postupka
range-near = Blízko (do 10 m)
range-distant = Vzdáleně (přes 10 m)
range-far = Daleko (asi 60 m, dlouhý luk)
morale-value = Morálka { $value }
poker-group = { $size ->
        [2] pár
        [3] trojice
        [4] poker (čtveřice)
        [5] pětice
       *[other] šestice
    } hodnoty { $value }
sheet-armour-removed = Zbroj na tělo je jeden druh: sundáno { $pieces } (zůstává nejtěžší).
state-poisoned = Otrávený ×{ $count }
event-death-roll-due = { $who } padá: hod na tabulku Smrti je třeba hodit hned — /deathroll.
title-surrendered = { $who } se vzdává
event-surrendered = { $who } se vzdává.
event-triggered = ⚡ { $who }, { $attack } — { $when }: { $text }
event-usage-repaired = { $who } opravuje { $item } (označeno { $marked }/{ $max }).
event-state-injured = { $who } – stav Zraněný nyní ×{ $value }.
event-state-persistent-injury = { $who } má nyní Těžké zranění ×{ $value }.
event-state-maimed = { $value ->
        [0] { $who } už není zmrzačený.
       *[other] { $who } je zmrzačený: žádné obouruční předměty.
    }
event-state-hurt = { $value ->
        [0] { $who } už netrpí Bolestí.
       *[other] { $who } trpí Bolestí: nevýhoda na všechny záchranné hody do konce sezení.
    }
event-state-scarred = { $who } má nyní CHA { $value }.
event-poisoned = { $who } – stav Otrávený ×{ $count }.
event-attack-set = { $names }: { $attack } HZ { $th }, POŠ { $dmg }{ $count ->
        [0] .
       *[other] ; { $triggers }.
    }
event-attack-removed = { $names }: útok { $attack } odebrán.
err-death-roll-due = { $name } dluží hod na tabulku Smrti: nejdřív ho hoď (/deathroll character:{ $name }).
err-cannot-join-down = { $name } má 0 BŽ a nemůže se přidat do boje.
err-no-party = Není koho nechat odpočívat: jmenuj postavu, nebo tu nejdřív veď střetnutí.
err-usage-zero = Zadej tečky: kladné číslo označí používání, záporné ho opraví.
err-usage-range = { $item } má označeno { $marked } z { $max } teček: tolik se nedá označit ani opravit.
err-armour-body-worn = { $name } už nosí zbroj na tělo ({ $piece }): základní, lehká a těžká jsou jeden druh (nejdřív ji sundej).
err-maimed-two-handed = { $name } je zmrzačený a nemůže bojovat obouruční zbraní { $weapon }.
err-out-of-range = { $weapon } nedosáhne na vzdálenost { $range ->
        [near] Blízko
        [distant] Vzdáleně
       *[far] Daleko
    }.
err-unknown-attack = { $name } nemá útok { $attack }.
err-attack-made = { $name }: útok { $attack } už v tomto tahu proběhl.
err-no-attacks = { $name } nemá žádný útok: přidej ho přes /adversary attack.
err-attacks-all-made = { $name }: všechny útoky tohoto tahu už proběhly; tah předá /next.
err-th-dmg-together = Zadej th a dmg spolu (jeden útok), nebo ani jedno (pojmenované útoky přidá /adversary attack).
err-trigger-text = Text spouštěče má 1 až { $max } znaků.
err-trigger-needs-both = Spouštěč potřebuje when: i trigger:.
err-attack-needs-th-dmg = Nový útok { $attack } potřebuje th a dmg.
err-too-many-attacks = { $name } má nejvíc útoků, kolik protivník smí mít ({ $max }).
err-too-many-triggers = { $attack } má nejvíc spouštěčů, kolik útok smí mít ({ $max }).
err-state-pc-only = Dlouhodobé stavy mají jen hráčské postavy ({ $name } je protivník).
err-state-missing = { $name } nemá stav { $state ->
        [injured] Zraněný
        [persistent-injury] Těžké zranění
        [maimed] Zmrzačení
        [hurt] Bolest
       *[other] Jizva
    }.
## The weapon table's names: accepted as input in every locale, shown in the reader's.
weapon-battle-axe = bojová sekera
weapon-hand-axe = ruční sekera
weapon-club = kyj
weapon-dagger = dýka
weapon-flail = řemdih
weapon-garrotte = garota
weapon-mace = palcát
weapon-maul = velké bojové kladivo
weapon-morningstar = ranní hvězda
weapon-polearm = dřevcová zbraň
weapon-quarterstaff = hůl
weapon-scythe = kosa
weapon-spiked-chain = ostnatý řetěz
weapon-great-sword = velký meč
weapon-short-sword = krátký meč
weapon-warhammer = válečné kladivo
weapon-whip = bič
weapon-blowgun = foukačka
weapon-long-bow = dlouhý luk
weapon-short-bow = krátký luk
weapon-crossbow = kuše
weapon-darts = šipky
weapon-sling = prak
weapon-spear = kopí
weapon-throwing-knives = vrhací nože
weapon-improvised = improvizovaná zbraň
weapon-unarmed = holýma rukama
cmd-adversary-attack = Přidat, změnit nebo odebrat pojmenovaný útok protivníka a jeho spouštěče (Vypravěč)
cmd-adversary-attack-adversary = Který protivník (druh, např. Goblin, změní všechny)
cmd-adversary-attack-attack = Jméno útoku (např. dráp)
cmd-adversary-attack-th = Kostky na zásah (HZ)
cmd-adversary-attack-dmg = Poškození (POŠ)
cmd-adversary-attack-when = Kdy spouštěč platí
cmd-adversary-attack-trigger = Co se stane (krátce, např. chycen)
cmd-adversary-attack-times = Kolikrát za tah (např. 2 pro dráp, dráp)
err-times-range = Útok se dělá { $min } až { $max }krát za tah.
cmd-adversary-attack-remove = Útok místo toho odebrat
cmd-character-usage = Označit nebo opravit tečky používání na zbrani či kusu zbroje (Vypravěč)
cmd-character-usage-character = Čí věc
cmd-character-usage-item = Zbraň nebo kus zbroje (helmet, shield, basic, light, heavy)
cmd-character-usage-dots = Kolik teček
cmd-character-usage-repair = Tečky opravit místo označení
cmd-character-weapon-two-handed = Obouruční zbraň (přednastavené zbraně to znají samy)
cmd-morale-surrender = Neúspěšný hod znamená kapitulaci místo útěku

## ---------------------------------------------------------------- Mage Wars
## Pojmy podle českých pravidel Mage Wars (viz glosář): Život, Zbroj, Čerpání many, mana,
## efektová kostka, Obrana, Střežení, Protiútok, žetony podmínek.

help-footer-mage-wars = Bez Vypravěče: každý hráč jedná za svého mága a jeho bytosti; kdo hru zahájil, je jejím hostitelem a ukončuje ji. Hostitel nebo moderátor, který nehraje za žádného mága, opravuje stůl.

condition-burn = Popálení
condition-rot = Hniloba
condition-bleed = Krvácení
condition-stun = Omráčení
condition-daze = Omámení
condition-slam = Sražení
condition-weak = Oslabení
condition-cripple = Ochromení
condition-stuck = Uvíznutí
condition-corrode = Koroze

type-acid = Kyselina
type-flame = Oheň
type-hydro = Voda
type-light = Světlo
type-lightning = Blesk
type-poison = Jed
type-psychic = Psychické
type-wind = Vítr

zone-A1 = A1
zone-A2 = A2
zone-A3 = A3
zone-A4 = A4
zone-B1 = B1
zone-B2 = B2
zone-B3 = B3
zone-B4 = B4
zone-C1 = C1
zone-C2 = C2
zone-C3 = C3
zone-C4 = C4

cmd-arena = Mage Wars: mágové, bytosti a jejich útoky v aréně
cmd-arena-mage = Přivést svého mága do arény
cmd-arena-mage-name = Jméno mága
cmd-arena-mage-life = Život podle karty
cmd-arena-mage-armor = Zbroj
cmd-arena-mage-channeling = Čerpání many: mana získaná každé kolo
cmd-arena-mage-zone = Počáteční zóna (řady A–C, sloupce 1–4)
cmd-arena-mage-mana = Počáteční Zásoba many (výchozí 10)
cmd-arena-mage-defense = Obrana N+ (na efektové kostce), pokud ji má
cmd-arena-creature = Umístit bytost do arény, nebo ji vyvolat zaplacením její ceny
cmd-arena-creature-name = Jméno bytosti
cmd-arena-creature-life = Život
cmd-arena-creature-armor = Zbroj
cmd-arena-creature-zone = Její zóna (výchozí: zóna jejího mága)
cmd-arena-creature-mage = Mág, kterému patří (výchozí: tvůj)
cmd-arena-creature-cost = Cena v maně: mág ji hned vyvolá a bytost začíná jako aktivovaná
cmd-arena-creature-quick = Seslat za žeton rychlého kouzlení místo akce mága
cmd-arena-creature-defense = Obrana N+ (na efektové kostce)
cmd-arena-creature-tough = Houževnatý −X: snižuje hody efektovou kostkou proti ní
cmd-arena-creature-resilient = Odolný: ignoruje normální zranění z útoků
cmd-arena-creature-aegis = Egida X: útočníci hází o X kostek méně
cmd-arena-creature-counterstrike = Protiútok: vrací úder útočníkům zblízka
cmd-arena-creature-flying = Létající
cmd-arena-creature-unmovable = Nepohyblivý
cmd-arena-creature-elusive = Nepolapitelný: nepřátelské bytosti ho nikdy neztěžují v pohybu
cmd-arena-creature-pest = Škůdce: nikdy neztěžuje pohyb nepřítele
cmd-arena-creature-regeneration = Regenerace X: při každém Udržování odstraní X zranění
cmd-arena-creature-upkeep = Udržovací cena, kterou její mág platí každé kolo
cmd-arena-creature-damage-types = Typ zranění ±X, např. „flame +2, hydro -2“
cmd-arena-attack = Jednou zaregistrovat útok nebo útočné kouzlo pro použití s /attack
cmd-arena-attack-name = Název útoku podle karty
cmd-arena-attack-dice = Útočné kostky
cmd-arena-attack-as = Čí útok (výchozí: tvůj mág)
cmd-arena-attack-range = „melee“ (zblízka, výchozí) nebo vzdálenost, např. 0-2 nebo 1-2
cmd-arena-attack-effect = Tabulka efektů, např. „7-8: 1 burn; 9+: 2 burn“
cmd-arena-attack-type = Typ zranění
cmd-arena-attack-piercing = Průraz +X
cmd-arena-attack-unavoidable = Nevyhnutelný: bez hodu na Obranu
cmd-arena-attack-strikes = Údery: 2 = Dvojitý úder, 3 = Trojitý úder
cmd-arena-attack-cost = Cena kouzla v maně, platí se při každém seslání
cmd-arena-attack-full = Celá akce (nelze po pohybu)
cmd-arena-attack-barrier = Obranná bariéra: automaticky zasahuje útočníky zblízka
cmd-arena-remove = Odebrat mága nebo bytost z arény
cmd-arena-remove-name = Koho
cmd-activate = Mage Wars: aktivovat bytost nebo mága kvůli akci, kterou Narrator nesleduje
cmd-activate-as = Koho (výchozí: tvého mága)
cmd-guard = Mage Wars: akcí bytosti je Střežení
cmd-guard-as = Která bytost (výchozí: tvůj mág)
cmd-move = Mage Wars: pohyb o jednu zónu
cmd-move-zone = Cílová zóna
cmd-move-as = Kdo se pohybuje (výchozí: tvůj mág)
cmd-cast = Mage Wars: seslat kouzlo a zaplatit jeho cenu v maně
cmd-cast-cost = Cena v maně
cmd-cast-as = Mág, který kouzlí (výchozí: tvůj)
cmd-cast-spell = Název kouzla
cmd-cast-quick = Seslat za žeton rychlého kouzlení
cmd-cast-target = Cíl kouzla
cmd-cast-mark = Útoky na cíl hází o tolik kostek víc (Marked for Death)

mw-tracker-title = Aréna
mw-started = V tomto kanálu začíná hra Války mágů (Mage Wars). Svého mága přivedeš do arény přes /arena mage.
mw-ended = Hra skončila; aréna je vyklizená.
mw-mage-added = { $name } vstupuje do arény v zóně { $zone }; mana: { $mana }.
mw-creature-added = { $name } vstupuje do arény v zóně { $zone }.
mw-creature-summoned = V zóně { $zone } je vyvolána bytost { $name }; v tomto kole nemůže jednat.
mw-attack-registered = { $owner } teď může použít útok { $attack }.
mw-removed = { $name } opouští arénu.
mw-initiative-rolled = Hod na iniciativu efektovou kostkou: { $rolls }
mw-round-started = **{ $round }. kolo** — iniciativu má { $mage }.
mw-reset = Nulování: žetony akce, rychlého kouzlení a Obrany jsou opět připravené.
mw-channeled = { $mage }: Čerpání many +{ $gained } → { $mana }.
mw-burn-rolled = { $name } hoří: { $faces } → zranění { $damage }; { $removed ->
    [0] žádný žeton Popálení neodpadá
    [one] jeden žeton Popálení odpadá
    [few] { $removed } žetony Popálení odpadají
    [many] { $removed } žetonu Popálení odpadá
   *[other] { $removed } žetonů Popálení odpadá
}.
mw-rot-damage = { $name } hnije: zranění { $damage }.
mw-bleed-damage = { $name } krvácí: zranění { $damage }.
mw-regenerated = { $name } regeneruje: odstraněno zranění { $healed }.
mw-upkeep-paid = { $mage } platí { $cost } { $cost ->
    [one] manu
    [few] many
    [many] many
   *[other] many
} za Udržování bytosti { $name } → { $mana }.
mw-upkeep-unpaid = { $mage } má jen { $mana } { $mana ->
    [one] manu
    [few] many
    [many] many
   *[other] many
} a nezaplatí { $cost } many za udržování bytosti { $name }: bytost je zničena.
mw-upkeep-unpaid-no-mage = Mág bytosti { $name } opustil arénu: udržování ({ $cost } many) nikdo nezaplatí, a bytost je zničena.
mw-turn-of = Fáze akce: hráč mága { $mage }.
mw-passed = Hráč mága { $mage } pasuje.
mw-action-stage-over = Všechny bytosti už jednaly: poslední fáze rychlého kouzlení. /initiative zahájí další kolo.
mw-activated = { $name } se aktivuje.
mw-slam-became-daze = { $name } vstává: Sražení se mění na žeton Omámení.
mw-markers-expired = { $name } končí fázi akce; odebráno: { $conditions }.
mw-moved = { $name } se přesouvá { $from } → { $to }.
mw-moved-hindered = { $name } se přesouvá { $from } → { $to }, pohyb ztěžuje nepřítel: dál už se pohnout nemůže.
mw-escaped = { $name } se vyprošťuje: efektová kostka { $face } (7+) odstraňuje žeton { $condition }.
mw-escape-failed = { $name } se nevyprostí: efektová kostka { $face } (potřeba 7+).
mw-guarding = { $name } přechází do Střežení.
mw-guard-dropped = { $name } opouští Střežení.
mw-a-spell = kouzlo
mw-cast = { $mage } sesílá { $spell } za { $cost } { $cost ->
    [one] manu
    [few] many
    [many] many
   *[other] many
} → zbývá { $mana }.
mw-quickcast = { $mage } sesílá rychlým kouzlením { $spell } za { $cost } { $cost ->
    [one] manu
    [few] many
    [many] many
   *[other] many
} → zbývá { $mana }.
mw-marked = Útoky proti cíli { $target } teď hází o { $dice ->
    [one] jednu kostku
    [few] { $dice } kostky
    [many] { $dice } kostky
   *[other] { $dice } kostek
} víc.
mw-condition-changed = { $name }: { $markers } × { $condition }.
mw-damaged = { $name } dostává přímé zranění { $amount } → život { $left }/{ $life }.
mw-healed = { $name } se léčí o { $amount } → život { $left }/{ $life }.
mw-destroyed = **Bytost { $name } je zničena.**
mw-mage-killed = **Mág { $name } je zabit.**
mw-counterstrike-offered = { $defender } může provést Protiútok proti útočníkovi { $attacker } (zblízka).
mw-game-won = **{ $mage } vyhrává hru.**
mw-game-over = **Hra skončila: v aréně nezůstal žádný mág.**

mw-one-off-spell = jednorázové kouzlo
mw-attack-heading = **Útok: { $attacker } → { $target }** ({ $attack }).
mw-attack-counter = **Protiútok: { $attacker } → { $target }** ({ $attack }).
mw-attack-barrier = **Obranná bariéra: { $attacker } → { $target }** ({ $attack }).
mw-attack-mana = Mana: −{ $cost } → zbývá { $mana }.
mw-daze-missed = Omámení: efektová kostka { $face } (potřeba 7+) — tento úder míjí.
mw-daze-hit = Omámení: efektová kostka { $face } (7+) — úder pokračuje.
mw-mod-marked = označení
mw-mod-damage-type = typ zranění
mw-mod-aegis = Egida
mw-mod-weak = Oslabení
mw-attack-dice = Útočné kostky: { $printed }{ $modifiers } = { $dice }
mw-strike = { $number }. úder:
mw-defense-avoided = Obrana { $needed }+: efektová kostka { $face }{ $modifier } — útoku se vyhne.
mw-defense-failed = Obrana { $needed }+: efektová kostka { $face }{ $modifier } — útoku se nevyhne.
mw-attack-faces = Kostky: { $faces } → normální zranění { $normal }, kritické { $critical }
mw-damage-armor = Zbroj { $armor } → **zranění { $damage }**
mw-damage-resilient = Odolný: normální zranění se nepočítá → **zranění { $damage }**
mw-effect = Efektová kostka { $face }{ $modifier } = { $total } → { $markers }
mw-effect-none = Efektová kostka { $face }{ $modifier } = { $total } → bez efektu
mw-effect-bare = Efektová kostka { $face } → { $markers }
mw-effect-none-bare = Efektová kostka { $face } → bez efektu
mw-attack-total = { $target }: život { $left }/{ $life }.

mw-view-setup = Příprava: přiveď mágy a bytosti, pak /initiative zahájí 1. kolo.
mw-view-round = { $round }. kolo · iniciativa: { $mage }
mw-view-turn = Fáze akce: hráč mága { $mage }
mw-view-empty = Aréna je prázdná.
mw-view-object = **{ $name }** život { $left }/{ $life }, Zbroj { $armor }
mw-view-mana = mana { $mana } (+{ $channeling })
mw-view-quickcast-used = rychlé kouzlení použito
mw-view-defense = Obrana { $target }+ připravena
mw-view-defense-used = Obrana { $target }+ použita
mw-view-guarding = střeží
mw-view-activated = akce použita
mw-view-marked = útoky proti cíli: kostky +{ $dice }

button-counterstrike = Protiútok: { $defender } ({ $attack })
button-end-phase = Ukončit fázi akce
button-next-round = Další kolo

err-not-in-ruleset = /{ $command } k pravidlům { $ruleset } nepatří — v tomto kanálu se hraje { $ruleset }.
err-option-not-in-ruleset = Volba { $option } v pravidlech { $ruleset } nic neznamená; vynech ji.
err-game-running = V tomto kanálu se už hraje { $ruleset }. Nejdřív tu hru ukonči přes /encounter end.
err-mw-not-a-condition = { $condition } není podmínka z Mage Wars.
err-mw-inline-needs-dice = Jednorázové kouzlo potřebuje útočné kostky: přidej dice: (vzdálenost, efekt a cena jsou nepovinné).
err-mw-weapon-or-inline = Buď zadej zaregistrovaný útok přes weapon:, nebo jednorázové kouzlo přes dice:, ne obojí.

## Mage Wars refusals (src/rules/mage_wars).
err-mw-action-used = Akce tohoto objektu je v této fázi akce už použitá.
err-mw-already-acting = V této fázi akce už jedná { $name }; v jedné fázi jedná jen jeden objekt.
err-mw-already-activated = { $name } už v tomto kole jednal(a).
err-mw-already-have-mage = V této aréně už máš mága: { $name }.
err-mw-amount = Množství musí být 1 až { $max }.
err-mw-armor = Zbroj může být nejvýš { $max }.
err-mw-attack-name-taken = { $name } už má útok jménem { $attack }.
err-mw-attack-self = Objekt nemůže útočit sám na sebe.
err-mw-bad-zone = Tahle zóna v aréně není (A1 až C4).
err-mw-barrier-attack = { $attack } je obranná bariéra: udeří sama a útočit se s ní nedá.
err-mw-cannot-pass = Pasovat můžeš jen s menším počtem neaktivovaných bytostí, než má soupeř; něco aktivuj nebo použij /activate.
err-mw-channeling = Čerpání many může být nejvýš { $max }.
err-mw-cost = Cena může být nejvýš { $max } many.
err-mw-count = Počet žetonů musí být 1 až { $max }.
err-mw-counter-melee = Protiútok musí být útok zblízka.
err-mw-damage-type-syntax = Typ zranění „{ $text }“ nejde přečíst; napiš ho jako „flame +2“.
err-mw-damage-type-twice = Typ zranění { $type } je uvedený dvakrát.
err-mw-damage-type-value = Modifikátor typu { $type } musí být mezi -{ $max } a +{ $max } a nesmí být 0.
err-mw-damage-types = Nejvýš { $max } typů zranění.
err-mw-defense = Obrana musí být 1 až { $max }.
err-mw-dice = Útok hází 1 až { $max } kostek.
err-mw-effect-condition-twice = Řádek efektů uvádí { $condition } dvakrát.
err-mw-effect-empty = Řádek efektů začínající na { $roll } nedává žádné žetony.
err-mw-effect-overlap = Řádky efektů se překrývají na { $roll }; každý hod smí odpovídat jen jednomu řádku.
err-mw-effect-roll = Hody efektu musí být 1 až { $max }, nižší číslo první.
err-mw-effect-rows = Tabulka efektů má nejvýš { $max } řádků.
err-mw-effect-syntax = Řádek efektů „{ $text }“ nejde přečíst; napiš ho jako „7-8: 1 burn; 9+: 2 burn, 1 daze“.
err-mw-full-after-move = Celá akce nemůže v téže fázi akce následovat po pohybu.
err-mw-game-over = Hra skončila; zbývá jen /encounter end.
err-mw-hindered = Pohyb je ztížený: v této fázi akce už žádný další pohyb.
err-mw-host-only = To může jen hostitel hry nebo moderátor.
err-mw-incapacitated = { $name } je bezmocný: dá se jen aktivovat (/activate).
err-mw-incapacitated-attack = { $name } je bezmocný: sesílá jen rychlá kouzla, která nejsou útoky.
err-mw-summon-full = Vyvolání bytosti { $name } zabere mágovi celou akci: nemůže být rychlé (vynech quick:).
err-mw-internal = Účetnictví arény se pokazilo; nic se nezměnilo.
err-mw-life = Život musí být 1 až { $max }.
err-mw-mana = Many může být nejvýš { $max }.
err-mw-mark = Označení přidá nebo ubere nejvýš { $max } kostek.
err-mw-mark-needs-target = Označení potřebuje cíl.
err-mw-must-attack-guard = Tuto zónu střeží { $guard }: útoky zblízka tady musí mířit na strážce.
err-mw-name-taken = V aréně už něco jménem { $name } je.
err-mw-need-two-mages = Kolo potřebuje v aréně aspoň dva mágy.
err-mw-no-counter-offer = Tady není na co odpovědět protiútokem.
err-mw-no-damage = { $name } nemá žádné zranění k vyléčení.
err-mw-no-mage = V této aréně nemáš mága; přidej ho přes /arena mage.
err-mw-no-markers = { $name } nemá žádné žetony: { $condition }.
err-mw-no-moves-left = V této fázi akce už nezbývá žádný pohyb.
err-mw-not-a-damage-type = { $type } není typ zranění (acid, flame, hydro, light, lightning, poison, psychic, wind).
err-mw-not-a-mage = { $name } není mág.
err-mw-not-a-player = To může jen hráč s mágem, hostitel hry nebo moderátor.
err-mw-not-action-stage = To jde jen v akční části; kolo začni přes /initiative.
err-mw-not-adjacent = { $name } se může pohnout jen o jednu zónu kolmo: { $from } → { $to } nesousedí.
err-mw-not-enough-mana = Nedostatek many: zbývá { $mana }, potřeba { $cost }.
err-mw-not-your-turn = Teď je fáze akce hráče, který hraje za { $mage }.
err-mw-not-yours = { $name } ti nepatří.
err-mw-out-of-range = { $name } je mimo dosah (vzdálenost { $distance }).
err-mw-quickcast-used = Rychlé kouzlení mága { $mage } je v tomto kole už použité.
err-mw-range = Dosah je 0 až { $max } zón, nižší číslo první.
err-mw-range-syntax = Dosah „{ $text }“ nejde přečíst; napiš melee, 0-2 nebo 2.
err-mw-round-not-over = Akční část ještě běží; nejdřív ji dokonči přes /next.
err-mw-strikes = Útok má 1 až { $max } úderů.
err-mw-target-flying = { $name } létá: zblízka na něj útočí jen létající útočníci, pokud nestřeží.
err-mw-too-many-attacks = { $name } už má { $max } útoků.
err-mw-too-many-mages = V aréně může být nejvýš { $max } mágů.
err-mw-too-many-objects = V aréně může být nejvýš { $max } mágů a bytostí.
err-mw-trait = { $trait } může být nejvýš { $max }.
err-mw-unknown-attack = { $name } nemá útok jménem { $attack }.
err-mw-unknown-name = V aréně nic jménem { $name } není.
err-mw-unmovable = { $name } je Nepohyblivý.
err-mw-which-attack = { $name } má víc útoků (nebo žádný): jeden pojmenuj přes weapon: nebo zadej dice:.

## /help in a Mage Wars channel, where a shared verb means something else.
help-mage-wars-next = Ukončit svou fázi akce (nebo pasovat s méně neaktivovanými bytostmi)
help-mage-wars-damage = Ručně přidat přímé zranění
help-mage-wars-heal = Odebrat zranění
help-mage-wars-encounter-show = Vyvěsit přehled arény: kolo, fáze akce, zranění, mana, žetony
help-mage-wars-condition-add = Polož žetony stavů na mága nebo bytost (extra: count:)
help-mage-wars-condition-remove = Odeber žetony stavů (extra: count:, jinak všechny)

## Pán prstenů: Karetní hra — COMBAT fáze.
cmd-lcg = Pán prstenů LCG: hráči, hrdinové, spojenci, nepřátelé a ENCOUNTER DECK
cmd-lcg-player = Zasedni ke stolu (po směru hodinových ručiček za ostatními)
cmd-lcg-player-name = Tvé jméno hráče
cmd-lcg-player-threat = Tvá počáteční hrozba (THREAT)
cmd-lcg-player-first = Vezmi si FIRST PLAYER token
cmd-lcg-hero = Uveď do hry hrdinu (HERO)
cmd-lcg-hero-name = Jméno hrdiny
cmd-lcg-hero-attack = Síla útoku
cmd-lcg-hero-defense = Síla obrany
cmd-lcg-hero-hit-points = Zdraví (HIT POINTS)
cmd-lcg-hero-player = Čí hrdina (výchozí: tvůj)
cmd-lcg-hero-ranged = RANGED: smí útočit na nepřátele v boji s jinými hráči
cmd-lcg-hero-sentinel = SENTINEL: smí bránit za jiné hráče
cmd-lcg-ally = Uveď do hry spojence (ALLY)
cmd-lcg-ally-name = Jméno spojence
cmd-lcg-ally-attack = Síla útoku
cmd-lcg-ally-defense = Síla obrany
cmd-lcg-ally-hit-points = Zdraví (HIT POINTS)
cmd-lcg-ally-player = Čí spojenec (výchozí: tvůj)
cmd-lcg-ally-ranged = RANGED: smí útočit na nepřátele v boji s jinými hráči
cmd-lcg-ally-sentinel = SENTINEL: smí bránit za jiné hráče
cmd-lcg-enemy = Polož nepřítele do STAGING AREA (nebo ho rovnou nech vstoupit do boje)
cmd-lcg-enemy-name = Jméno nepřítele
cmd-lcg-enemy-attack = Síla útoku
cmd-lcg-enemy-defense = Síla obrany
cmd-lcg-enemy-hit-points = Zdraví (HIT POINTS)
cmd-lcg-enemy-engagement = ENGAGEMENT COST
cmd-lcg-enemy-engage = Hráč, se kterým hned vstoupí do boje
cmd-lcg-card = Přidej karty na spodek ENCOUNTER DECKu, s jejich SHADOW EFFECTem
cmd-lcg-card-name = Název karty
cmd-lcg-card-attack = SHADOW: útočící nepřítel dostane +X k útoku
cmd-lcg-card-defense = SHADOW: bránící charakter dostane −X k obraně
cmd-lcg-card-undefended = SHADOW: útok se považuje za nebráněný (UNDEFENDED)
cmd-lcg-card-damage = SHADOW: bránící charakter utrží X poškození navíc
cmd-lcg-card-text = Jiný SHADOW EFFECT, přečtený hráčům k vyřešení
cmd-lcg-card-count = Kolik kopií (výchozí 1)
cmd-lcg-shuffle = Zamíchej ENCOUNTER DECK
cmd-lcg-shuffle-discard = Nejdřív do něj vmíchej odhazovací hromádku
cmd-lcg-threat = Nastav hráči hrozbu (50 vyřazuje ze hry)
cmd-lcg-threat-value = Nová hrozba
cmd-lcg-threat-player = Čí hrozba (výchozí: tvá)
cmd-lcg-refresh = REFRESH fáze: připrav všechny karty, +1 hrozba každému, předej FIRST PLAYER token
cmd-lcg-ready = Připrav charakter (READY; efekt karty)
cmd-lcg-ready-name = Který charakter
cmd-lcg-exhaust = Vyčerpej charakter (EXHAUST; questování, efekt karty)
cmd-lcg-exhaust-name = Který charakter
cmd-lcg-remove = Charakter nebo nepřítel opouští hru (efekt karty)
cmd-lcg-remove-name = Která karta
cmd-engage = Pán prstenů LCG: nepřítel vstupuje do boje s hráčem (ENGAGED)
cmd-engage-enemy = Nepřítel
cmd-engage-player = Hráč, se kterým vstoupí do boje (výchozí: ty)
cmd-combat = Pán prstenů LCG: COMBAT fáze krok za krokem
cmd-combat-start = Zahaj COMBAT fázi: přiděl SHADOW karty
cmd-combat-start-order = První hráč: pořadí nepřátel se stejným ENGAGEMENT COST, např. "Wolf, Orc"
cmd-combat-continue = Pokračovat na další krok (po zahrání tvých akcí)
cmd-combat-enemy = Vyber nepřítele, který na tebe útočí, nebo na kterého útočíš
cmd-combat-enemy-enemy = Nepřítel
cmd-combat-defend = Urči obránce (DEFENDER; vyčerpá se)
cmd-combat-defend-character = Bránící charakter
cmd-combat-undefended = Nech útok projít nebráněný (UNDEFENDED)
cmd-combat-hero = Vyber hrdinu, který utrží poškození z nebráněného útoku
cmd-combat-hero-hero = Hrdina
cmd-combat-attackers = Urči útočníky (vyčerpají se)
cmd-combat-attackers-names = Charaktery oddělené čárkou, např. "Aragorn, Legolas"

lotr-tracker-title = COMBAT fáze
lotr-started = Stůl pro Pána prstenů: Karetní hru je připraven. Zasedněte přes /lcg player, pak /lcg hero, /lcg enemy a /lcg card.
lotr-ended = Hra skončila; stůl je uklizen.
lotr-title-started = Stůl Pána prstenů: Karetní hry je připraven
lotr-title-eliminated = { $player }: vyřazení ze hry (hrozba 50)
lotr-title-enemy-attack = { $enemy } útočí na hráče { $player }: brání { $target }, { $damage } poškození
lotr-title-enemy-attack-destroys = { $enemy } útočí na hráče { $player }: obránce { $target } zničen
lotr-title-enemy-attack-undefended = { $enemy } útočí na hráče { $player } nebráněně: { $damage } poškození pro hrdinu { $target }
lotr-title-enemy-attack-undefended-destroys = { $enemy } útočí na hráče { $player } nebráněně: hrdina { $target } zničen
lotr-title-enemy-attack-nobody = { $enemy } útočí na hráče { $player } nebráněně: nezbyl žádný hrdina, který by poškození utržil
lotr-title-player-attack = { $player } útočí na nepřítele { $enemy }: { $damage } poškození
lotr-title-player-attack-defeats = { $player } útočí na nepřítele { $enemy }: nepřítel poražen
lotr-title-attack-declared = { $player } ohlašuje útok na nepřítele { $enemy }
lotr-skipped-enemy-attacks = Krok 2 přeskakuje: { $players } — na { $count ->
    [one] tohoto hráče
   *[other] tyto hráče
} už žádný nepřítel neútočí.
lotr-skipped-no-target = Krok 3 přeskakuje: { $players } — nezbyl žádný nepřítel v boji (ENGAGED), na kterého by šlo zaútočit.
lotr-skipped-no-attacker = Krok 3 přeskakuje: { $players } — žádný připravený (READY) charakter nemůže útočit.
lotr-status-refresh = Další: REFRESH fáze (/lcg refresh); FIRST PLAYER token má { $player }.
lotr-status-before = Další: COMBAT fáze (/combat start); FIRST PLAYER token má { $player }.
lotr-player-seated = **{ $player }** zasedá na místo { $seat } s hrozbou { $threat }.
lotr-player-seated-first = **{ $player }** zasedá na místo { $seat } s hrozbou { $threat } a bere si FIRST PLAYER token.
lotr-hero-added = Hrdina **{ $name }** vstupuje do hry za hráče { $player }.
lotr-ally-added = Spojenec **{ $name }** vstupuje do hry za hráče { $player }.
lotr-enemy-added = **{ $name }** je ve STAGING AREA.
lotr-cards-added = { $count } × { $name } přidáno do ENCOUNTER DECKu ({ $deck ->
    [one] 1 karta
    [few] { $deck } karty
   *[other] { $deck } karet
}).
lotr-shuffled = { $discard ->
    [0] ENCOUNTER DECK je zamíchán (karet: { $cards }).
   *[other] Odhazovací hromádka ({ $discard }) je vmíchána zpět do ENCOUNTER DECKu (karet: { $cards }).
}
lotr-engaged = **{ $enemy }** vstupuje do boje s hráčem { $player } (ENGAGED).
lotr-threat = Hrozba hráče { $player }: { $from } → { $to }.
lotr-eliminated = **{ $player }** dosahuje hrozby 50 a je vyřazen ze hry: jeho karty opouštějí hru, jeho nepřátelé se vracejí do STAGING AREA.
lotr-all-eliminated = Všichni hráči jsou vyřazeni. Hra je prohraná.
lotr-refreshed = REFRESH fáze: připravených karet { $readied }, hrozba +1 každému. FIRST PLAYER token přebírá { $player }.
lotr-exhausted = { $name } je vyčerpaný (EXHAUSTED).
lotr-readied = { $name } je připravený (READY).
lotr-removed = { $name } opouští hru.
lotr-shadows-dealt = Krok 1: { $count ->
    [0] žádné SHADOW karty přiděleny.
   *[other] SHADOW karty přiděleny lícem dolů: { $enemies }.
}
lotr-deck-empty = ENCOUNTER DECK je prázdný: { $enemies } v této fázi SHADOW kartu nedostane.
lotr-nothing-engaged = Žádný nepřítel není v boji (ENGAGED): COMBAT fáze hned končí.
lotr-step-enemy-attacks = **Krok 2 — útoky nepřátel na hráče { $player }.**
lotr-step-player-attacks = **Krok 3 — útočí { $player }.**
lotr-enemy-chosen = { $player } vybírá nepřítele **{ $enemy }**.
lotr-defender = **{ $defender }** se vyčerpá a brání proti: { $enemy }.
lotr-defender-sentinel = **{ $defender }** (SENTINEL) se vyčerpá a brání hráče { $player } proti: { $enemy }.
lotr-undefended = { $player } nechává útok nepřítele { $enemy } nebráněný (UNDEFENDED).
lotr-shadow-revealed = SHADOW karta nepřítele { $enemy }: **{ $card }** — { $effect }.
lotr-no-shadow = { $enemy } nemá SHADOW kartu.
lotr-shadow-undefended = SHADOW dělá útok nebráněným: { $defender } zůstává vyčerpaný, ale nebrání.
lotr-defender-gone = { $defender } opustil hru: útok nepřítele { $enemy } je nebráněný.
lotr-attack-cancelled = { $enemy } opustil hru: jeho útok končí.
lotr-hero-choice = Nebráněný útok: { $player } vybírá, který hrdina utrží poškození od nepřítele { $enemy } ({ $heroes }).
lotr-enemy-damage = **{ $enemy }** útočí: { $sum } = **{ $damage }** poškození.
lotr-enemy-damage-undefended = **{ $enemy }** útočí nebráněně: { $sum } = **{ $damage }** poškození, bez obrany.
lotr-hit = { $target } utrží { $placed } poškození.
lotr-hit-lost = (přebytek { $lost } propadá)
lotr-hit-nobody = Nezbyl žádný hrdina, který by ho utržil.
lotr-attackers-declared = Útočníci proti nepříteli { $enemy } (vyčerpaní): { $attackers }.
lotr-player-attack = { $player } útočí na **{ $enemy }** (útočníci: { $attackers }): { $sum } = **{ $damage }** poškození.
lotr-passed = { $player } už neútočí.
lotr-no-attack = { $player } na nepřítele { $enemy } neútočí.
lotr-defeated-character = **{ $name }** je zničen a jde na odhazovací hromádku hráče { $player }.
lotr-defeated-enemy = **{ $name }** je poražen a jde na odhazovací hromádku ENCOUNTER DECKu.
lotr-combat-ended = Krok 4: { $discarded ->
    [one] odhozena 1 SHADOW karta.
    [few] odhozeny { $discarded } SHADOW karty.
   *[other] odhozeno { $discarded } SHADOW karet.
} COMBAT fáze skončila.
lotr-damaged = Efekt karty způsobuje { $amount } poškození: { $target }.
lotr-healed = { $target }: vyléčeno { $amount } poškození.
lotr-effect-none = bez SHADOW EFFECTu
lotr-effect-attack = útok +{ $x }
lotr-effect-defense = obránce −{ $x } k obraně
lotr-effect-undefended = útok je nebráněný
lotr-effect-damage = obránce utrží { $x } poškození navíc
lotr-effect-text = „{ $text }“ (vyřešte si sami)
lotr-tracker-step = COMBAT fáze, krok { $step }: { $step ->
    [1] SHADOW karty rozdány
    [2] útoky nepřátel
   *[other] útoky hráčů
} · ▶ { $player }
lotr-tracker-refresh = COMBAT fáze skončila · další: REFRESH fáze · první hráč: { $player }
lotr-tracker-before = Před COMBAT fází · první hráč: { $player }
lotr-view-played-by = hraje { $name }
lotr-view-stats = { $bar } zdraví · ⚔ útok { $attack } · 🛡 obrana { $defense }
lotr-view-empty = Zatím žádní hráči: zasedni přes /lcg player.
lotr-view-player = **{ $player }** — hrozba { $threat }
lotr-view-player-eliminated = ~~{ $player }~~ — hrozba { $threat }, vyřazen ze hry
lotr-view-staging = **STAGING AREA**
lotr-view-deck = ENCOUNTER DECK: karet { $deck } · odhazovací hromádka: { $discard }
lotr-flag-ally = spojenec
lotr-flag-ranged = RANGED
lotr-flag-sentinel = SENTINEL
lotr-flag-exhausted = vyčerpaný
lotr-flag-engagement = ENGAGEMENT COST { $cost }
lotr-flag-shadow = SHADOW karta
lotr-next-dealt = ▶ { $player }: zahraj akce a pokračuj k útokům nepřátel.
lotr-next-choose-enemy = ▶ { $player }: vyber, který nepřítel útočí jako další.
lotr-next-declare-defender = ▶ { $enemy } útočí na hráče { $player }: urči obránce (SENTINEL smí bránit za jiného hráče), nebo nech útok nebráněný.
lotr-next-reveal-shadow = ▶ { $player }: zahraj akce a pokračuj k odhalení SHADOW karty nepřítele { $enemy }.
lotr-next-deal-damage = ▶ { $player }: zahraj akce a pokračuj k poškození od nepřítele { $enemy }.
lotr-next-choose-hero = ▶ { $player }: vyber hrdinu, který utrží nebráněné poškození od nepřítele { $enemy }.
lotr-next-choose-target = ▶ { $player }: vyber nepřítele k útoku, nebo pokračuj a své útoky ukonči.
lotr-next-declare-attackers = ▶ { $player } útočí na nepřítele { $enemy }: urči útočníky (RANGED charaktery ostatních se smí přidat); { $count ->
    [0] zatím nikdo
   *[other] zatím: { $attackers }
}. Pokračuj k vyhlášení útoku.
button-lotr-refresh = REFRESH fáze
button-lotr-start = Zahájit COMBAT fázi
button-lotr-continue = Pokračovat
button-lotr-reveal = Odhalit SHADOW kartu
button-lotr-damage = Určit poškození
button-lotr-undefended = Nebráněný (UNDEFENDED)
button-lotr-end-attacks = Ukončit mé útoky
button-lotr-attack = Udeřit
button-lotr-no-attack = Neútočit na něj
select-lotr-attacking-enemy = Vyber útočícího nepřítele
select-lotr-defender = Vyber obránce
select-lotr-hero = Vyber hrdinu, který utrží poškození
select-lotr-target = Vyber nepřítele k útoku
select-lotr-attackers = Urči útočníky

err-lotr-name-taken = U stolu už je něco, co se jmenuje { $name }.
err-lotr-unknown-player = U tohoto stolu nesedí hráč { $name }.
err-lotr-unknown-character = Charakter { $name } není ve hře.
err-lotr-unknown-enemy = Nepřítel { $name } není ve hře.
err-lotr-unknown-name = Nic jménem { $name } není ve hře.
err-lotr-internal = Účetnictví stolu se pokazilo; nic se nezměnilo.
err-lotr-no-seat = U tohoto stolu nesedíš; zasedni přes /lcg player.
err-lotr-which-seat = Hraješ za víc míst: uveď hráče.
err-lotr-host-only = To smí jen ten, kdo hru zahájil, nebo moderátor, který nehraje za žádné místo.
err-lotr-not-a-player = To smí jen hráči u tohoto stolu, nebo hostitel či moderátor, který nehraje za žádné místo.
err-lotr-not-your-turn = To je na hráči { $player }.
err-lotr-too-many = Stůl pojme nejvýš { $max } takových.
err-lotr-stat-range = Útok, obrana a čísla SHADOW efektů jdou do { $max }; zdraví od 1 do { $hp }.
err-lotr-card-count = Přidej najednou 1 až { $max } kopií.
err-lotr-text-length = Text SHADOW efektu má nejvýš { $max } znaků.
err-lotr-amount = Množství je 1 až { $max }.
err-lotr-list-length = Uveď 1 až { $max } karet oddělených čárkou.
err-lotr-eliminated = { $player } je vyřazen ze hry.
err-lotr-combat-running = Probíhá COMBAT fáze; nejdřív ji dokonči.
err-lotr-no-combat = Neprobíhá žádná COMBAT fáze; zahaj ji přes /combat start.
err-lotr-no-players = U tohoto stolu zatím nikdo nesedí.
err-lotr-first-player-orders = Pořadí nepřátel určuje jen první hráč ({ $player }), nebo hostitel či moderátor, který nehraje za žádné místo.
err-lotr-not-engaged = { $enemy } není v boji s nikým.
err-lotr-not-engaged-with = { $enemy } není v boji s hráčem { $player }.
err-lotr-already-attacked = { $enemy } už v této fázi útočil.
err-lotr-already-struck = Na nepřítele { $enemy } se už v této fázi útočilo.
err-lotr-one-defender = Tento útok už má obránce (nebo byl prohlášen za nebráněný).
err-lotr-exhausted = { $name } je vyčerpaný.
err-lotr-not-sentinel = { $name } není SENTINEL: za hráče { $player } smí bránit jen SENTINELé.
err-lotr-owner-declares = { $name } patří hráči { $player }: určuje ho on sám.
err-lotr-not-a-hero-of = { $name } není hrdina hráče { $player }: nebráněné poškození jde na jednoho z jeho hrdinů.
err-lotr-already-attacking = { $name } už útočí.
err-lotr-needs-ranged = { $name } není RANGED: na nepřítele { $enemy }, který je v boji s jiným hráčem, útočí jen RANGED charaktery.
err-lotr-wrong-step = Teď ne: { $expected ->
    [dealt] SHADOW karty jsou přiděleny; { $player } pokračuje k útokům nepřátel.
    [choose-enemy] { $player } nejdřív vybere útočícího nepřítele.
    [declare-defender] { $player } nejdřív určí obránce nebo nebráněný útok.
    [reveal-shadow] další je odhalení SHADOW karty (pokračovat).
    [deal-damage] další je určení poškození (pokračovat).
    [choose-hero] { $player } nejdřív vybere hrdinu, který utrží poškození.
    [choose-target] { $player } vybírá nepřítele k útoku, nebo pokračuje.
    [attack-declared] další je určení zranění útoku (pokračuj).
   *[declare-attackers] { $player } určí útočníky a pak pokračuje.
}

## /help v kanálu Pána prstenů LCG.
help-footer-lotr-lcg = Bez Vypravěče: každý hráč ovládá své místo a karty; kdo hru zahájil, je její hostitel a smí ji ukončit. Hostitel nebo moderátor bez vlastního místa opravuje stůl; kdo místo má, hraje jen za ně.
help-lotr-lcg-next = Totéž co /combat continue
help-lotr-lcg-damage = Poškození z efektu karty na charakter nebo nepřítele
help-lotr-lcg-heal = Odeber poškození z charakteru nebo nepřítele
help-lotr-lcg-encounter-show = Vyvěsit stůl: místa, hrozba, charaktery, nepřátelé, balíček
cmd-encounter-start-extra = Další údaje pro hru kanálu jako slova (nabízejí se při psaní)
cmd-attack-extra = Další údaje pro hru kanálu jako slova (nabízejí se při psaní)
cmd-condition-add-extra = Další údaje pro hru kanálu jako slova (nabízejí se při psaní)
cmd-condition-remove-extra = Další údaje pro hru kanálu jako slova (nabízejí se při psaní)
cmd-games = Hry, které tento server hraje (vybírají moderátoři)
cmd-games-pick = Hry podle klíče, oddělené čárkami
cmd-flail = FLAIL: nastavení stolu a šance jeho hodů
cmd-flail-table = Nastavení stolu, platí i mezi střetnutími
title-games = Hry
games-list = Tento server hraje: { $games }.
games-registered = Příkazy serveru nyní odpovídají jeho hrám.
select-games = Hry, které tento server hraje
ruleset-name = { $ruleset }
err-extra-unknown = /{ $command } v této hře nebere { $word }. Bere: { $words }.
err-games-none = Vyber aspoň jednu hru.
err-games-moderator = Hry serveru vybírají jen moderátoři.
err-game-in-use = { $ruleset } se stále hraje v { $channels }: nejdřív ty hry ukonči.
err-games-daily-limit = Volba je uložena, ale Discord dovoluje serveru jen 200 změn příkazů denně: příkazy se upraví do jednoho dne.
err-games-registration = Volba je uložena, ale Discord nové příkazy zatím nepřijal: upraví se při příštím připojení bota.
err-games-rate-limited = Hry serveru byly právě změněny: počkej minutu, než je změníš znovu.
err-game-not-picked = Tento server nehraje { $ruleset }: moderátor ji může přidat pomocí { $mention }.
help-mage-wars-attack = Útok zaregistrovaným útokem (weapon:); extra: counter pro protiúder, quick pro rychlé útočné kouzlo, zone pro útok na zónu z target:, nebo jednorázové kouzlo: dice: range: effect: cost:
help-flail-attack = Hod na zásah; extra: offhand: pro druhou zbraň (boj dvěma zbraněmi), range: near|distant|far; protivník: weapon: jmenuje jeho útok

## ---------------------------------------------------------------- «Познание нуля» (Poznání nuly)
cmd-zero = Poznání nuly: karty ve hře, předměty, jezdci, události, ústup, nastavení hry
cmd-zero-card = Dát do hry tvora nebo stroj (čísla vytištěná na kartě)
cmd-zero-card-name = Jméno karty
cmd-zero-card-kind = Postava, zvíře nebo stroj
cmd-zero-card-attack = Útok (meče)
cmd-zero-card-life = Život (srdce)
cmd-zero-card-armor = Zbroj: odečte se od každého úderu (výchozí 0)
cmd-zero-card-strikes = Úderů za tah (výchozí 1)
cmd-zero-card-side = Čí armáda (výchozí: tvoje)
cmd-zero-item = Tvor nebo stroj si vezme předmět (nikdy ho nevymění)
cmd-zero-item-card = Nositel
cmd-zero-item-name = Jméno předmětu
cmd-zero-item-attack = Kolik přidá k útoku
cmd-zero-item-life = Kolik přidá k životu
cmd-zero-ride = Postava jede na zvířeti (dvojice útočí jako jedna)
cmd-zero-ride-rider = Postava
cmd-zero-ride-animal = Zvíře
cmd-zero-dismount = Postava sesedne ze zvířete
cmd-zero-dismount-rider = Postava
cmd-zero-drop = Nositel ztratí předmět (život klesne na maximum z karty)
cmd-zero-drop-card = Nositel
cmd-zero-play = Zahrát událost nebo abstrakci tohoto tahu
cmd-zero-play-kind = Událost, nebo abstrakce
cmd-zero-play-name = Jméno karty
cmd-zero-play-amount = Zranění, které přidá k posílenému úderu tvého dalšího útoku v tomto tahu
cmd-zero-act = Karta odehraje svou část tahu bez útoku (schopnost)
cmd-zero-act-card = Karta
cmd-zero-strike = Vybrat úder, na který jde posílení útoku
cmd-zero-strike-number = Číslo úderu
cmd-zero-retreat = Ústup: na začátku tvého tahu; soupeř odehraje ještě jeden tah
cmd-zero-confirm = Potvrdit prohranou bitvu: tvá armáda padla, když jsi ještě vykládal karty
cmd-zero-drawn = Oznámit, že máš dobraný celý balíček (v ruce žádný tvor ani stroj)
cmd-zero-drawn-side = Čí balíček (výchozí: tvůj)
cmd-zero-table = Nastavení hry: počáteční vzdálenost, první tah, nová hra
cmd-zero-table-start-distance = Vzdálenost k nule, ze které začíná nový hráč (výchozí 10)
cmd-zero-table-first-turn = Neúplný první tah bránícího se hráče
cmd-zero-table-new-game = Začít novou hru: zapomenout vzdálenosti
## Uložené armády (/zero army): pro každého hráče na každém serveru.
cmd-zero-army = Tvoje uložené armády: ulož ji z bitvy a vyšli ji znovu do další
cmd-zero-army-save = Uložit tvou armádu z této bitvy: vytištěná čísla karet, předměty, jezdce
cmd-zero-army-save-name = Jméno armády (uložení pod použitým jménem tu armádu nahradí)
cmd-zero-army-save-side = Která armáda (výchozí: tvoje)
cmd-zero-army-load = Vyslat uloženou armádu do této bitvy celou (vrací se jedním krokem)
cmd-zero-army-load-name = Uložená armáda
cmd-zero-army-load-side = Ke které armádě se přidá (výchozí: tvoje)
cmd-zero-army-list = Tvoje uložené armády na tomto serveru (vidíš jen ty)
cmd-zero-army-delete = Smazat jednu z tvých uložených armád
cmd-zero-army-delete-name = Uložená armáda
kz-army-entered = Uložená armáda { $name } vstupuje do boje ({ $who }): { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }.
kz-title-army-entered = Armáda { $name } vstupuje do boje ({ $who })
kz-army-list-title = Tvoje uložené armády
kz-army-list-empty = Na tomto serveru nemáš žádnou uloženou armádu. Ulož ji v bitvě příkazem /zero army save.
kz-army-list-row = **{ $name }**: { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }
kz-army-saved = Armáda { $name } uložena ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  })
kz-army-replaced = Armáda { $name } nahrazena touto ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  })
kz-army-deleted = Armáda { $name } smazána
err-kz-army-card = Z armády nevstoupilo nic: { $card } byla odmítnuta.
err-kz-army-no-battle = Tady neběží žádná bitva, ze které by šlo armádu uložit; začni ji příkazem /encounter start.
err-kz-army-no-side = V této bitvě nehraješ za žádnou armádu, takže nemáš co uložit.
err-kz-army-empty = Tvoje armáda nemá ve hře žádnou kartu, kterou by šlo uložit.
err-kz-army-too-large = Tahle armáda je na uložení příliš velká (nejvýš { $max } KiB); ulož méně karet nebo kratší jména.
err-kz-army-unreadable = Tuto uloženou armádu už nejde přečíst; ulož ji znovu.
err-kz-army-full = Na tomto serveru už máš { $max } uložených armád; nejdřív jednu smaž (/zero army delete).
err-kz-army-unknown = Na tomto serveru nemáš uloženou armádu jménem { $name } (/zero army list).
kz-kind-character = postava
kz-kind-animal = zvíře
kz-kind-machine = stroj
kz-side-attacker = útočící hráč
kz-side-defender = bránící se hráč
kz-side-attacker-object = útočícího hráče
kz-side-defender-object = bránícího se hráče
kz-player = hráč { $number }
kz-a-player = hráč
kz-bonus-event = událost
kz-bonus-abstraction = abstrakce
kz-first-machine = tah jednoho stroje
kz-first-full = plný tah
kz-slot-creature = tvor
kz-slot-machine = stroj
kz-slot-bonus = událost/abstrakce
kz-turn-incomplete = neúplný první tah
kz-turn-full = plný tah
kz-turn-extra = tah navíc po ústupu
kz-the-winner = Vítěz
kz-battle-started = Bitva { $number }: { $attacker } útočí, { $defender } se brání. Neúplný první tah bránícího se hráče: { $first }. Karty do hry dáš příkazem /zero card.
kz-card-added = **{ $name }** ({ $kind }) vstupuje do armády ({ $who }): ⚔ { $attack } × { $strikes } · 🛡 { $armor } · ♥ { $life }
kz-told-apart = Obě armády mají kartu { $name }: nyní se jmenují **{ $theirs }** a **{ $added }** (kde je jasné, o kterou jde, stačí { $name }).
kz-item-given = **{ $card }** si bere { $item }: +{ $attack } útok, +{ $bonus } život (♥ { $life }/{ $cap })
kz-mounted = **{ $rider }** jede na zvířeti { $animal }.
kz-dismounted = **{ $rider }** sesedá ze zvířete { $animal }.
kz-bonus-played = Zahrána karta ({ $kind }) { $name }: +{ $amount } k posílenému úderu dalšího útoku v tomto tahu.
kz-acted = **{ $card }** odehrává část tahu: { $slot }.
kz-attack = **{ $attacker }** útočí { $count } × { $strikes }
kz-attack-pair = **{ $attacker }** s { $partner } útočí { $count } × { $strikes }
kz-attack-bonus = Úder { $strike } nese { $net } (dvojice +{ $pair }, předměty +{ $items }, událost/abstrakce +{ $turn }, schopnosti +{ $plus }, oslabení −{ $minus }).
kz-attack-target = → { $target }: zbroj { $armor } na každý úder, projde { $through } = **{ $dealt }** zranění
kz-attack-target-lost = → { $target }: zbroj { $armor } na každý úder, projde { $through }: způsobeno **{ $dealt }** zranění, přebytek { $lost } propadá
kz-choose-strike = **{ $attacker }** útočí na více cílů: vyber úder, který ponese posílení ({ $bonus }): { $options }.
kz-damaged = **{ $card }** utrží { $dealt } zranění (♥ { $life }/{ $cap }).
kz-damaged-lost = **{ $card }** utrží { $dealt } zranění (♥ { $life }/{ $cap }); přebytek { $lost } propadá.
kz-healed = **{ $card }** se léčí (♥ { $life }/{ $cap }).
kz-item-lost = **{ $card }** ztrácí { $item }: ♥ { $from } → { $life }.
kz-died = **{ $card }** ({ $kind }) umírá.
kz-retreated = { $who } ustupuje a vynechává tento tah; soupeř odehraje ještě jeden tah.
kz-end-waits = Armáda ({ $who }) padla, když ještě vykládal karty do hry: bitva skončí, až to potvrdí (/zero confirm), nebo pokračuje, vyloží-li kartu.
kz-battle-goes-on = { $who } znovu vykládá kartu do hry: bitva pokračuje.
kz-turn-of = { $who }: tah { $number }, { $kind }.
kz-battle-won = **{ $who } vítězí v bitvě**, přeživší postavy: { $survivors }.
kz-battle-won-retreat = **{ $who } vítězí v bitvě** po ústupu soupeře, přeživší postavy: { $survivors } (+1).
kz-battle-drawn = Padly obě armády: bitvu nikdo nevyhrál.
kz-moved = { $who }: vzdálenost k nule { $from } → **{ $to }**
kz-game-won-zero = 🏆 { $who } dosahuje nuly a vyhrává hru!
kz-game-won-deck = 🏆 { $who } vyhrává hru: všichni tvorové a stroje soupeřova dobraného balíčku jsou zničeni!
kz-deck-drawn = { $who }: celý balíček je dobraný.
kz-abandoned = Bitva skončila bez výsledku.
kz-settings = Nastavení: noví hráči začínají { $distance } od nuly; první tah bránícího se hráče: { $first }.
kz-settings-next-game = Nastavení: od příští hry začínají hráči { $distance } od nuly (hráči této hry si své vzdálenosti nechávají); první tah bránícího se hráče: { $first }.
kz-new-game = Nová hra: vzdálenosti k nule začínají znovu.
kz-settings-line = Poznání nuly: noví hráči začínají { $distance } od nuly; první tah bránícího se hráče: { $first }
kz-slot-used = { $slot } ✓ { $name }
kz-slot-free = { $slot } ○
kz-status-turn = { $who }, tah { $number } ({ $kind })
kz-distance = { $who } { $distance }
kz-distances = k nule: { $list }
kz-status-next-battle = Dál: nová bitva (/encounter start)
kz-status-next-game = Dál: nová hra (/encounter start)
kz-view-title = Bitva { $number }, tah { $turn }: { $who }
kz-view-title-between = Poznání nuly: mezi bitvami
kz-view-army = **{ $side }**: { $who } — { $distance } od nuly
kz-view-army-unnamed = **{ $side }** — { $distance } od nuly
kz-view-no-cards = žádné karty ve hře
kz-view-card = { $name } ({ $kind }) { $bar } · ⚔ { $attack } × { $strikes } · 🛡 { $armor }
kz-view-item = {" "}· { $item } (+{ $attack }/+{ $life })
kz-view-rides = {" "}· jede na: { $animal }
kz-view-more = … a dalších { $count }
kz-view-fallen = padlí: { $count }
kz-view-retreat = { $who } ustupuje: bitva skončí po tomto tahu.
kz-view-ending = Armáda ({ $who }) padla: bitva skončí, až to potvrdí (/zero confirm), nebo pokračuje s novou kartou.
kz-view-pending = **{ $attacker }** čeká na výběr posíleného úderu (/zero strike).
kz-title-game-won = { $who } vyhrává hru
kz-title-battle-won = { $who } vítězí v bitvě
kz-title-attack = { $attacker } útočí na { $targets }: { $total } zranění
kz-title-choose = { $attacker }: který úder ponese posílení?
kz-title-attack-kills = { $attacker } útočí na { $targets }: { $total } zranění; { $count ->
    [one] umírá
   *[other] umírají
}: { $dead }
kz-title-retreat = { $who } ustupuje: { $next } odehraje ještě jeden tah
kz-title-end-waits = Armáda ({ $who }) padla: konec bitvy čeká na potvrzení
kz-title-goes-on = { $who } se vrací do bitvy
kz-title-started = { $attacker } útočí na { $defender }
kz-title-turn-ended = { $ended } končí tah, na tahu: { $who }
kz-title-card = { $name } vstupuje do armády ({ $who })
kz-title-item = { $card } si bere { $item }
kz-title-mounted = { $rider } jede na zvířeti { $animal }
kz-title-dismounted = { $rider } sesedá ze zvířete { $animal }
kz-title-bonus = { $who } hraje kartu { $name } ({ $kind })
kz-title-acted = { $card } odehrává svou část tahu
kz-title-damaged = { $card } utrží { $dealt } zranění
kz-title-damaged-dies = { $card } utrží { $dealt } zranění a umírá
kz-title-healed = { $card } se léčí: ♥ { $life }/{ $cap }
kz-title-item-lost = { $card } ztrácí { $item }
kz-title-deck-drawn = { $who }: celý balíček je dobraný
kz-title-battle-drawn = Padly obě armády: bez vítěze
kz-title-abandoned = Bitva končí bez výsledku
kz-title-settings = Nastavení stolu
kz-title-new-game = Nová hra
button-kz-strike = Posílení na úder { $number } → { $target } ({ $strength })
select-kz-strike = Úder, který ponese posílení
button-kz-next = Ukončit tah
button-kz-retreat = Ústup
button-kz-confirm = Potvrdit: bitva je prohraná
confirm-kz-next = V tomto tahu zatím není nic zahráno ({ $who }). Ukončit tah?
confirm-kz-retreat = Ustoupit? { $who } vynechává tento tah, { $opponent } odehraje ještě jeden, pak bitva končí a { $who } se vzdálí od nuly o 1.

err-kz-sides-missing = Uveď oba hráče: /encounter start ruleset:knowing-zero extra:"attacker:@… defender:@…".
err-kz-start-mid-game = Počáteční vzdálenost se dohaduje na začátku hry: hráči této hry ji už mají. Pro příští hru ji nastaví /zero table start-distance:.
err-kz-host-only = Bitvu může ukončit jen ten, kdo ji začal (nebo moderátor, který nehraje za žádnou stranu).
err-kz-nothing-pending = Žádný útok nečeká na výběr posíleného úderu.
err-kz-bonus-strike = Vyber úder od 1 do { $max }.
err-kz-pending = Útok karty { $attacker } čeká na výběr posíleného úderu: nejdřív ho vyber (/zero strike), nebo /undo.
err-kz-nothing-to-confirm = Žádná bitva nečeká na potvrzení svého konce.
err-kz-end-waits = Armáda ({ $who }) padla: bitva čeká, až potvrdí její konec (/zero confirm), nebo vyloží kartu do hry.
err-kz-not-riding = { $rider } nejede na žádném zvířeti.
err-kz-too-many-players = Hra vede nejvýš { $max } hráčů; novou začneš příkazem /zero table new-game:true.
err-kz-table-nothing = Uveď, co změnit: start-distance, first-turn nebo new-game.
err-kz-battle-running = Probíhá bitva: nejdřív ji dohraj (nebo /encounter end).
err-kz-not-in-game = Nejsi hráčem této hry.
err-kz-deck-drawn = Tento balíček už je ohlášen jako dobraný.
err-kz-name-taken = { $name } už je ve hře; dej druhé kartě jiné jméno (Vlk 2).
err-kz-too-many-cards = V bitvě může být ve hře nejvýš { $max } karet.
err-kz-has-item = { $card } už nese { $item } a nositel předmět nikdy nevymění.
err-kz-carried = { $card } už předmět nesl: nositel, který jednou předmět vzal, už jiný nevezme.
err-kz-no-item = { $card } nenese žádný předmět.
err-kz-not-character = { $name } není postava: jezdit mohou jen postavy.
err-kz-not-animal = { $name } není zvíře: postavy jezdí na zvířatech.
err-kz-other-army = { $rider } a { $animal } jsou v různých armádách.
err-kz-already-rides = { $rider } už jede na zvířeti { $animal }.
err-kz-animal-ridden = Na zvířeti { $animal } už jede { $rider }.
err-kz-incomplete-turn = Neúplný první tah bránícího se hráče je jen tah jednoho stroje.
err-kz-slot-used = Část tahu „{ $slot }“ je už využitá ({ $name }): za tah jeden tvor, jeden stroj a jedna událost nebo abstrakce.
err-kz-name-attacker = Uveď, která karta jedná: as: (nebo card:).
err-kz-not-your-turn = { $card } není v armádě, která je na tahu.
err-kz-retreat-twice = Ústup už probíhá.
err-kz-retreat-late = Ústup se ohlašuje na začátku tahu, před čímkoli jiným.
err-kz-no-battle = V tomto kanálu neprobíhá bitva. Začni ji příkazem /encounter start ruleset:knowing-zero.
err-kz-too-many-strikes = { $card } udeří nejvýš { $max }× za tah.
err-kz-targets = Uveď jeden cíl pro všechny údery, nebo jedno jméno na každý úder ({ $strikes }), oddělené čárkami.
err-kz-target-list = Uveď 1 až { $max } cílů oddělených čárkami.
err-kz-own-card = { $name } je ve tvé vlastní armádě.
err-kz-unknown-card = Ve hře není žádná karta jménem { $name }.
err-kz-which-card = Obě armády mají kartu { $name }: řekni kterou ({ $cards }).
err-kz-not-your-army = To je armáda druhého hráče.
err-kz-not-player = Za své armády jednají jen dva hráči bitvy.

help-footer-knowing-zero = Bez GM: každý hráč jedná jen za svou armádu; kdo bitvu začal, je její hostitel: bez vlastní armády (stejně jako moderátor bez ní) opravuje stůl a bitvu ukončuje.
help-knowing-zero-encounter-start = Začít bitvu: extra:"attacker:@… defender:@…" (nová hra může přidat start:N, dohodnutou vzdálenost)
help-knowing-zero-encounter-show = Zveřejnit bitvu: obě armády, tah a jeho části, vzdálenosti k nule
help-knowing-zero-attack = Úder kartou (as:) na target: (jedno jméno, nebo jedno na úder, oddělené čárkami); extra: strike: (posílený úder) strikes: plus: minus: strip
help-knowing-zero-next = Ukončit tah
help-knowing-zero-damage = Zranění ručně (schopnost, hod kostkou vytištěný na kartě)
help-knowing-zero-heal = Vrátit život (nikdy nad maximum plus předmět)
cmd-arena-mage-tough = Odolný −X: snižuje hody na efekt proti němu
cmd-arena-mage-resilient = Houževnatý: ignoruje normální zranění z útoků
cmd-arena-mage-aegis = Aegis X: útočníci hází o X kostek méně
cmd-arena-mage-counterstrike = Protiútok: vrací úder útočníkům zblízka
cmd-arena-mage-flying = Létající
cmd-arena-mage-unmovable = Nepohyblivý
cmd-arena-mage-elusive = Nepolapitelný: nepřátelské bytosti ho nikdy neztěžují v pohybu
cmd-arena-mage-pest = Škůdce: nikdy neztěžuje pohyb nepřítele
cmd-arena-mage-regeneration = Regenerace X: každé udržování odebere X zranění
cmd-arena-mage-upkeep = Udržovací cena placená každé kolo
cmd-arena-mage-damage-types = Typ zranění ±X, např. "flame +2, hydro -2"
cmd-arena-creature-range = Dosah přivolání od mága v zónách (výchozí 1)
cmd-arena-edit = Změnit hodnoty a vlastnosti mága či bytosti; zranění a žetony zůstanou
cmd-arena-edit-name = Který objekt
cmd-arena-edit-life = Život
cmd-arena-edit-armor = Zbroj
cmd-arena-edit-channeling = Čerpání many: mana získaná každé kolo
cmd-arena-edit-defense = Obrana N+ (0 ji odebere)
cmd-arena-edit-tough = Odolný −X
cmd-arena-edit-resilient = Houževnatý
cmd-arena-edit-aegis = Aegis X
cmd-arena-edit-counterstrike = Protiútok
cmd-arena-edit-flying = Létající
cmd-arena-edit-unmovable = Nepohyblivý
cmd-arena-edit-elusive = Nepolapitelný: nepřátelské bytosti ho nikdy neztěžují v pohybu
cmd-arena-edit-pest = Škůdce: nikdy neztěžuje pohyb nepřítele
cmd-arena-edit-regeneration = Regenerace X
cmd-arena-edit-upkeep = Udržovací cena
cmd-arena-edit-damage-types = Typ zranění ±X, např. "flame +2, hydro -2"
cmd-arena-mana = Ručně přidat nebo ubrat manu mága, s důvodem do záznamu
cmd-arena-mana-amount = Kolik many přidat (nebo ubrat s take:true)
cmd-arena-mana-take = Manu ubrat místo přidat
cmd-arena-mana-as = Který mág (výchozí: tvůj)
cmd-arena-mana-reason = Proč (ukáže se v odpovědi)
cmd-cast-enchantment = Okouzlení, seslané lícem dolů na cíl (odkryješ ho přes /reveal)
cmd-reveal = Mage Wars: odkryj své okouzlení lícem dolů a zaplať odkrývací cenu
cmd-reveal-name = Název okouzlení
cmd-reveal-cost = Odkrývací cena
cmd-counterstrike = Mage Wars: odpověď na protiútok
cmd-counterstrike-decline = Nechat čekající protiútok být
cmd-upkeep = Mage Wars: tvé volby pro udržování, než proběhne (/initiative pokračuje)
cmd-upkeep-order = Pořadí udržování tvých objektů, např. "burn, regeneration"
cmd-upkeep-pay = Zaplatit udržovací cenu tohoto objektu
cmd-upkeep-release = Nezaplatit udržování tohoto objektu: bude zničen
cmd-upkeep-as = Čí volba (hostitel za jiného mága)

mw-counterstrike-declined = { $defender } neprovede protiútok na { $attacker }.
mw-upkeep-released = Udržování za { $name } není zaplaceno: objekt je zničen.
mw-upkeep-awaits = **Udržování čeká na vaše volby** (/upkeep), pak /initiative:
mw-upkeep-ordered = Pořadí udržování hráče mága { $mage }: { $order }.
mw-upkeep-will-pay = Udržování za { $name } ({ $cost } many) bude zaplaceno.
mw-upkeep-will-release = Udržování za { $name } ({ $cost } many) nebude zaplaceno: objekt bude zničen.
mw-upkeep-object = { $name }: { $effects }
mw-upkeep-object-pays = { $name }: { $effects } · udržování { $cost } placeno
mw-upkeep-object-short = { $name }: { $effects } · udržování { $cost } nelze zaplatit: odchází
mw-upkeep-object-releases = { $name }: { $effects } · udržování { $cost } neplaceno
mw-upkeep-regeneration = Regenerace
mw-upkeep-burn = Popálení
mw-upkeep-rot = Hniloba
mw-upkeep-bleed = Krvácení
mw-upkeep-cost = udržovací cena
mw-enchantment-cast = { $mage } sesílá okouzlení lícem dolů na { $target } za { $cost } many → zbývá { $mana }.
mw-enchantment-revealed = { $mage } odkrývá { $name } na { $target } za { $cost } many → zbývá { $mana }.
mw-edited = { $name } nyní: Život { $left }/{ $life }, Zbroj { $armor }.
mw-mana-adjusted = Mana mága { $mage } { $amount } → { $mana } ({ $reason }).
mw-view-enchantments = okouzlení: { $list }
mw-view-face-down = lícem dolů
mw-view-traits = vlastnosti: { $list }
mw-view-attacks = útoky: { $list }
mw-view-awaits-counter = Čeká se na hráče objektu { $defender }: protiútok, nebo odmítnout.
mw-view-upkeep = Udržování: čeká na volby; /initiative ho provede.

button-counter-decline = Odmítnout protiútok
button-upkeep-pay = Zaplatit { $cost } za { $name }
button-upkeep-release = Nechat { $name } zaniknout
button-upkeep-burn-first = { $mage }: Popálení před Regenerací
button-upkeep-regeneration-first = { $mage }: nejdřív Regenerace
button-upkeep-continue = Provést udržování

err-mw-counter-pending = { $defender } smí nejdřív provést protiútok: čeká se, až hráč mága { $mage } udeří, nebo odmítne (/counterstrike decline).
err-mw-counter-own = Protiútok smí provést jen hráč objektu { $defender }; hostitel ho smí jen odmítnout.
err-mw-quick-spell-only = Rychle lze seslat jen útočné kouzlo (s cenou v maně).
err-mw-quickcast-timing = { $mage } teď nemůže rychle kouzlit: je fáze akce hráče mága { $turn }. Rychle kouzli v první či poslední fázi rychlého kouzlení, nebo těsně před či po fázi akce některé své bytosti.
err-mw-enchant-needs-target = Okouzlení potřebuje cíl.
err-mw-enchant-needs-name = Okouzlení potřebuje název (spell:), abys ho později mohl odkrýt.
err-mw-too-many-enchantments = V aréně může být nejvýš { $max } okouzlení.
err-mw-no-such-enchantment = Nemáš žádné okouzlení lícem dolů jménem { $name }.
err-mw-no-upkeep = Udržování teď nečeká na volby.
err-mw-upkeep-order = Každý efekt udržování uveď nejvýš jednou: regeneration, burn, rot, bleed, cost.
err-mw-no-upkeep-cost = { $name } nemá udržovací cenu.
err-mw-summon-range = { $name } musí být přivolán nejvýš { $max } zón od svého mága (je { $distance }).
err-mw-zone-empty = V zóně { $zone } není co napadnout.
err-mw-mana-amount = Množství musí být mezi -{ $max } a { $max } a ne 0.
err-mw-reason-length = Důvod může mít nejvýš { $max } znaků.
err-mw-mana-out-of-range = Mana musí zůstat mezi 0 a { $max } (teď { $mana }).
err-mw-upkeep-one = Zadej jedno z order:, pay: nebo release:.
err-mw-not-an-upkeep-effect = { $effect } není efekt udržování (regeneration, burn, rot, bleed, cost).
mw-trait-regeneration = Regenerace { $n }
mw-trait-tough = Odolný −{ $n }
mw-trait-aegis = Aegis { $n }
mw-trait-upkeep = udržování { $n }
mw-trait-resilient = Houževnatý
mw-trait-counterstrike = Protiútok
mw-trait-flying = Létající
mw-trait-unmovable = Nepohyblivý
mw-trait-elusive = Nepolapitelný
mw-trait-pest = Škůdce
cmd-lcg-card-effect = Stín: efekt, který Narrator vyhodnotí sám
shadow-discard-defender = Bránící postava je odhozena
lotr-effect-discard-defender = bránící postava je odhozena
lotr-shadow-discarded-defender = Stín odhazuje postavu { $defender }: útok nepřítele { $enemy } je nebráněný.
lotr-attack-declared = { $player } vyhlašuje útok na { $enemy } s postavami { $attackers }: zahrajte akce, pak pokračujte k určení zranění.
lotr-next-attack-declared = ▶ { $player }: zahrajte akce, pak pokračujte k určení zranění útoku na { $enemy } ({ $attackers }).
button-lotr-declare-attack = Vyhlásit útok
mw-pushed = { $name } je odtlačen { $from } → { $to }.
cmd-arena-enchantments = Tvá okouzlení, i ta lícem dolů se jménem (vidíš jen ty)
mw-no-own-enchantments = V aréně nemáš žádná okouzlení.
mw-own-enchantment-hidden = { $name } na { $target } (lícem dolů)
mw-own-enchantment-revealed = { $name } na { $target } (odkryto)
## ---------------------------------------------------------------- Tornscape
## Termíny podle glosáře: figurka, destička akce, útočná / obranná kostka, kostka
## mistrovství / obratnosti, úhyb, protiútok, volný útok, zpětné poškození, stavové žetony.

help-footer-tornscape = Bez Vypravěče: každý hráč jedná za své figurky; kdo hru zahájil, je hostitel a ukončuje ji. Hostitel nebo moderátor bez figurek opravuje stůl. Hráči posuzují mapu a zadávají fakta (slova extra:).
help-tornscape-attack = Útok destičkou akce (weapon:) za figurku (as:); extra: free adjacent hazard fog cover out-of-reach group:<jméno>
help-tornscape-next = Ukončit aktivaci (výchozí volbu, na kterou útok čeká, přijme /tornscape accept)
help-tornscape-initiative = Začít další kolo: každá figurka se může znovu aktivovat (hostitel)
help-tornscape-encounter-show = Ukázat hrací pole: životy, žetony, štíty a destičky
help-tornscape-condition-add = Položit stavový žeton (od každého druhu jeden)
help-tornscape-condition-remove = Odebrat stavový žeton
help-tornscape-damage = Ručně ubrat figurce životy
help-tornscape-heal = Vrátit životy, nejvýš do maxima

cmd-tornscape = Tornscape: kostky, figurky, destičky akcí a volby při útoku
cmd-tornscape-table = Stěny kostek a nastavení protiútoku u stolu (platí mezi hrami)
cmd-tornscape-table-attack = Stěny útočné kostky jako prázdná/úspěch/kritický, např. 2/3/1
cmd-tornscape-table-defense = Stěny obranné kostky jako prázdná/úspěch/kritický, např. 3/2/1
cmd-tornscape-table-mastery = Stěny kostky mistrovství jako prázdná/úspěch/kritický, např. 4/2/0
cmd-tornscape-table-agility = Stěny kostky obratnosti jako prázdná/úspěch/kritický, např. 4/2/0
cmd-tornscape-table-counter-activates = Protiútok spotřebuje aktivaci útočící figurky
cmd-tornscape-miniature = Postavit na hrací pole svou figurku
cmd-tornscape-miniature-name = Jméno figurky
cmd-tornscape-miniature-life = Životy
cmd-tornscape-miniature-defense = Obranné kostky ve štítu
cmd-tornscape-miniature-agility = Kostky obratnosti ve štítu
cmd-tornscape-miniature-size = Velikost (velká a obrovská mohou mít kryt)
cmd-tornscape-miniature-veteran = Veterán: dvě kostky v testu paniky
cmd-tornscape-miniature-cautious = Opatrný: test paniky vždy nesplní
cmd-tornscape-miniature-mental-immune = Imunní vůči mentálním zdrojům: nikdy nepanikaří
cmd-tornscape-miniature-leader = Tvůj vůdce výpravy
cmd-tornscape-miniature-transforms = Vůdce se po ztrátě posledního života promění (bez testů paniky)
cmd-tornscape-miniature-traits = Vlastnosti poškození, např. "fire:immune cold:vulnerable:2 ethereal:protected"
cmd-tornscape-miniature-count = Více stejných figurek, „<jméno> 1“ až „<jméno> N“; destička pro <jméno> dostane každá
cmd-tornscape-tile = Zaregistrovat destičku akce jednou, pro /attack
cmd-tornscape-tile-miniature = Čí destička
cmd-tornscape-tile-name = Název destičky, jak je vytištěn
cmd-tornscape-tile-attack = Útočné kostky
cmd-tornscape-tile-damage = Poškození za útočnou kostku
cmd-tornscape-tile-mastery = Kostky mistrovství
cmd-tornscape-tile-agility = Kostky obratnosti
cmd-tornscape-tile-ranged = Útok na dálku (výchozí je útok zblízka)
cmd-tornscape-tile-range = Dosah v hexech
cmd-tornscape-tile-type = Typ poškození (výchozí fyzické)
cmd-tornscape-tile-marker = Stavový žeton, který položí kritický úspěch
cmd-tornscape-tile-area = Plošný: může zasáhnout i spojence
cmd-tornscape-tile-assault = Útočné: akce na dálku použitelná jako protiútok
cmd-tornscape-tile-ethereal = Éterický útok
cmd-tornscape-tile-no-damage = Útok bez poškození: stačí jeden úspěch, bez hodu na obranu
cmd-tornscape-tile-panic = Bez poškození: když uspěje, cíl si hází test paniky (děsivý řev)
cmd-tornscape-remove = Odebrat figurku z hracího pole
cmd-tornscape-remove-name = Figurka
cmd-tornscape-activate = Aktivovat figurku (jednou za kolo)
cmd-tornscape-activate-name = Figurka
cmd-tornscape-react = Odpovědět na útok: bránit se, uhnout, nebo i protiútok
cmd-tornscape-react-reaction = Bránit se štítem, nebo uhnout jen kostkami obratnosti
cmd-tornscape-react-counter = Protiútok touto destičkou (figurka ještě neaktivovaná)
cmd-tornscape-reroll = Utratit přehození obratností podle stran (jedna kostka i víckrát); nic: kostky zůstanou
cmd-tornscape-reroll-blank-attack = Prázdné útočné kostky k přehození
cmd-tornscape-reroll-success-attack = Úspěšné útočné kostky k přehození
cmd-tornscape-reroll-critical-attack = Kritické útočné kostky k přehození
cmd-tornscape-reroll-blank-mastery = Prázdné kostky mistrovství k přehození
cmd-tornscape-reroll-success-mastery = Úspěšné kostky mistrovství k přehození
cmd-tornscape-reroll-blank-defense = Prázdné obranné kostky k přehození
cmd-tornscape-reroll-success-defense = Úspěšné obranné kostky k přehození
cmd-tornscape-reroll-critical-defense = Kritické obranné kostky k přehození
cmd-tornscape-assign = Přidělit obranné kostky počty místo výchozího
cmd-tornscape-assign-success-on-success = Obranné úspěchy, které ruší útočné úspěchy
cmd-tornscape-assign-critical-on-success = Obranné kritické, které ruší útočné úspěchy (zpětné poškození)
cmd-tornscape-assign-critical-on-critical = Obranné kritické, které ruší útočné kritické
cmd-tornscape-assign-back = Destička zblízka, z níž jde zpětné poškození
cmd-tornscape-accept = Přijmout výchozí volbu, na kterou útok čeká
cmd-tornscape-panic = Test paniky
cmd-tornscape-panic-name = Figurka
cmd-tornscape-panic-more-dice = Kostky přidané schopnostmi
cmd-tornscape-panic-fewer-dice = Kostky ubrané schopnostmi

ts-size = Velikost
ts-type = Typ poškození
ts-marker = Stavový žeton
ts-reaction = Reakce
ts-size-normal = Běžná
ts-size-large = Velká
ts-size-huge = Obrovská
ts-type-physical = fyzické
ts-type-fire = ohnivé
ts-type-cold = chladné
ts-type-electric = elektrické
ts-type-poison = jedové
ts-type-mental = mentální
ts-marker-burning = Hoření
ts-marker-slowed = Zpomalený
ts-marker-poisoned = Otrávený
ts-marker-stunned = Omráčený
ts-marker-bleeding = Krvácení
ts-marker-panic = Panika
ts-reaction-defend = Bránit se
ts-reaction-dodge = Úhyb
ts-die-attack = útok
ts-die-defense = obrana
ts-die-mastery = mistrovství
ts-die-agility = obratnost

ts-started = V tomto kanálu začíná hra Tornscape. Figurky postavíte příkazem /tornscape miniature.
ts-ended = Hra Tornscape skončila.
ts-settings = Stěny kostek (prázdná/úspěch/kritický): útočná { $attack }, obranná { $defense }, mistrovství { $mastery }, obratnosti { $agility }. Protiútok { $counter ->
    [1] spotřebuje
   *[0] nespotřebuje
} aktivaci.
ts-miniature-added = { $name } je na hracím poli: životy { $life }, štít { $defense } obranné + { $agility } kostky obratnosti.
ts-leader-added = { $name } vede výpravu: životy { $life }, štít { $defense } obranné + { $agility } kostky obratnosti.
ts-tile-added = { $miniature } dostává destičku akce { $tile }: útočné { $attack }, mistrovství { $mastery }, obratnosti { $agility }, poškození { $damage }.
ts-removed = { $name } odchází z hracího pole.
ts-activated = { $name } se aktivuje (kolo { $round }).
ts-activation-ended = Aktivace figurky { $name } končí.
ts-new-round = Začíná **kolo { $round }**: každá figurka se může znovu aktivovat.
ts-declared = **{ $attacker }** útočí na **{ $target }** destičkou { $tile }.
ts-declared-free = **{ $attacker }** provádí volný útok na **{ $target }** destičkou { $tile }.
ts-wait-reaction = Čeká se na **{ $target }**: bránit se (výchozí) nebo úhyb.
ts-wait-reaction-counter = Čeká se na **{ $target }**: bránit se (výchozí), úhyb, nebo protiútok destičkou { $tiles }.
ts-wait-reaction-crushing = Čeká se na **{ $target }**: proti drtivému poškození jen úhyb (výchozí), a protiútok destičkou { $tiles }.
ts-wait-attacker-reroll = Čeká se na **{ $attacker }**: přehození obratností: { $rerolls }. Výchozí: prázdné útočné kostky, pak prázdné kostky mistrovství, jednu po druhé.
ts-wait-defender-reroll = Čeká se na **{ $defender }**: přehození obratností: { $rerolls }. Výchozí: prázdné obranné kostky, jednu po druhé.
ts-wait-assign = Čeká se, až **{ $defender }** přidělí obranné kostky. Výchozí: { $default }; zpětné poškození: { $back }.
ts-wait-assign-no-back = Čeká se, až **{ $defender }** přidělí obranné kostky. Výchozí: { $default }.
ts-assign-ss = úspěch na úspěch: { $count }
ts-assign-cs = kritický na úspěch: { $count }
ts-assign-cc = kritický na kritický: { $count }
ts-assign-none = žádná obranná kostka
ts-default-defend = { $target } se brání (výchozí volba).
ts-default-dodge = { $target } uhýbá (výchozí volba proti drtivému poškození).
ts-default-no-reroll = Nepřehazuje se žádná kostka (výchozí volba).
ts-reacted-defend = { $target } se brání.
ts-reacted-dodge = { $target } uhýbá.
ts-reacted-counter = { $target } se brání a provádí protiútok destičkou { $tile }.
ts-rolled-attack = { $who } – hod na útok: `zásahy { $hits }` { $dice }
ts-rolled-defense = { $who } – hod na obranu: `zásahy { $hits }` { $dice }
ts-rolled-dodge = { $who } – hod na úhyb: `zásahy { $hits }` { $dice }
ts-rolled-panic = { $who } – test paniky: `zásahy { $hits }` { $dice }
ts-rerolled = { $who } přehazuje ({ $count }): { $before } → { $after }
ts-poor-visibility = Špatná viditelnost přehazuje každý úspěch: { $before } → { $after }
ts-group-fire = Neúspěšné kostky ({ $dice }) letí dál na { $target }.
ts-assigned = { $defender } přiděluje { $assignment }; zpětné poškození: { $back }.
ts-assigned-no-back = { $defender } přiděluje { $assignment }.
ts-dodged = { $defender } uhýbá útočným úspěchům: { $count }.
ts-hit = **{ $attacker } zasahuje { $target }: poškození { $damage }** ({ $detail })
ts-hit-left = zbylé útočné kostky: { $count }
ts-hit-critical = kritické: { $count }
ts-hit-mastered = mistrovské: { $count }
ts-miss = **{ $attacker } míjí { $target }**: nezbývá žádná útočná kostka.
ts-hit-immune = { $target } je imunní: žádné poškození, žádný žeton.
ts-back = { $target } způsobuje { $attacker } **zpětné poškození { $damage }**.
ts-back-immune = { $attacker } je imunní vůči zpětnému poškození od { $target }.
ts-effect-works = { $tile } ({ $attacker }) účinkuje na { $target }.
ts-effect-immune = { $tile } ({ $attacker }) účinkuje, ale { $target } je imunní.
ts-effect-fails = { $tile } ({ $attacker }) selhává: žádný útočný úspěch.
ts-life-lost = { $name } ztrácí životy: { $amount }; zbývá { $life }/{ $max }.
ts-life-lost-excess = { $name } ztrácí poslední životy ({ $lost }): 0/{ $max }; zbylé poškození ({ $excess }) propadá.
ts-healed = { $name } získává zpět životy: { $amount }; má { $life }/{ $max }.
ts-killed = **{ $name } je odstraněn(a) z hracího pole.**
ts-marker-placed = { $name } dostává žeton { $marker }.
ts-marker-removed = { $name } ztrácí žeton { $marker }.
ts-leader-died = **Vůdce výpravy { $name } padl**: každá figurka toho hráče podstupuje test paniky.
ts-leader-transformed = Vůdce výpravy { $name } se proměňuje: žádné testy paniky.
ts-panic-passed = { $name } test paniky splňuje { $dice }.
ts-panic-failed = **{ $name } propadá panice** { $dice }.
ts-panic-immune = { $name } je imunní vůči mentálním zdrojům: žádná panika.
ts-panic-cautious = **{ $name } je opatrný a propadá panice.**
ts-panic-already = { $name } už panikaří.
ts-immune = { $name } je imunní vůči poškození typu { $type }.
ts-view-miniature = **{ $name }** ({ $player }) · životy { $life } · štít: obranné kostky { $defense } + kostky obratnosti { $agility }{ $state }
ts-view-leader = ♛ vůdce výpravy
ts-view-acting = ▶ právě se aktivuje
ts-view-activated = ⌛ aktivace v tomto kole proběhla
ts-view-markers = žetony: { $markers }
ts-view-tile = { $tile }: { $parts }
ts-view-more = … a dalších { $count }
ts-view-removed = Odstraněno ({ $count }): { $names }
ts-view-empty = Na hracím poli zatím není žádná figurka.
ts-player = hráč { $number }
ts-owned = { $name } ({ $player })
ts-pool-attack = útočné kostky: { $count }
ts-pool-mastery = kostky mistrovství: { $count }
ts-pool-agility = kostky obratnosti: { $count }
ts-pool-none = žádné kostky
ts-tile-damage = poškození { $damage }
ts-tile-no-damage = bez poškození
ts-tile-melee = zblízka
ts-tile-reach = zblízka, dosah { $range }
ts-tile-ranged = na dálku, dosah { $range }
ts-tile-area = plošný
ts-tile-assault = „Útočné“
ts-tile-ethereal = éterický
ts-tile-marker = kritický úspěch dává žeton { $marker }
ts-choice-reaction = reakce
ts-choice-reroll = přehození obratností
ts-choice-assign = přidělení obranných kostek
ts-status-round = Kolo { $round }
ts-status-waiting = vybírá { $player }: { $choice } ({ $name })
ts-status-activation = aktivace: { $name }
ts-status-next = na aktivaci čekají: { $names }
ts-status-round-over = všechny figurky mají aktivaci za sebou: následuje kolo { $round }
ts-confirm-next-round = Figurky bez aktivace: { $names }. Přesto začít kolo { $round }?
ts-title = Tornscape — kolo { $round }
ts-title-acting = Tornscape — kolo { $round } · aktivace: { $name }
ts-embed-hit = { $attacker } zasahuje { $target }: poškození { $damage }{ $marker }
ts-embed-miss = { $attacker } míjí { $target }
ts-embed-immune = { $target } je vůči útoku imunní ({ $attacker })
ts-embed-removed = { $name } odchází z hracího pole
ts-embed-killed = { $name } odchází z hracího pole
ts-embed-panic-passed = { $name } splňuje test paniky
ts-embed-panic-failed = { $name } propadá panice
ts-embed-panic-cautious = { $name }: opatrná figurka propadá panice
ts-embed-leader-died = Vůdce výpravy { $name } je mimo hru
ts-embed-declared = { $attacker } útočí na { $target } destičkou { $tile }
ts-embed-declared-free = { $attacker } provádí volný útok na { $target } destičkou { $tile }
ts-embed-assigned = { $defender } přiděluje obranné kostky
ts-embed-rerolled = { $who } přehazuje kostky: { $count }
ts-embed-poor-visibility = Špatná viditelnost přehazuje každý úspěch
ts-embed-rolled-attack = { $who } – hod na útok: zásahy { $hits }
ts-embed-rolled-defense = { $who } – hod na obranu: zásahy { $hits }
ts-embed-rolled-dodge = { $who } – hod na úhyb: zásahy { $hits }
ts-embed-rolled-panic = { $who } – test paniky: zásahy { $hits }
ts-embed-life-lost = { $name } dostává poškození { $amount }
ts-embed-healed = { $name } získává zpět životy: { $amount }
ts-embed-activated = { $name } se aktivuje
ts-embed-activation-ended = Aktivace figurky { $name } končí
ts-embed-new-round = Začíná kolo { $round }
ts-embed-leader-added = { $player } staví na hrací pole vůdce výpravy { $name }
ts-embed-miniature-added = { $player } staví na hrací pole { $name }
ts-embed-tile-added = { $miniature } dostává destičku akce { $tile }
ts-embed-started = Začíná hra Tornscape
ts-embed-ended = Hra Tornscape skončila
ts-embed-settings = Kostky stolu a pravidlo protiútoku jsou nastaveny

button-ts-defend-default = Bránit se (výchozí)
button-ts-dodge = Úhyb
button-ts-dodge-default = Úhyb (výchozí)
button-ts-counter = Protiútok: { $tile }
button-ts-reroll-default = Přehodit prázdné kostky ({ $count })
button-ts-reroll-mastery-first = Nejdřív přehodit prázdné mistrovství ({ $count })
button-ts-keep-roll = Ponechat hod
button-ts-reroll-defense = Přehodit prázdné obranné kostky ({ $count })
button-ts-assign-default = Přidělit podle návrhu
button-ts-assign-criticals = Nejdřív rušit kritické
button-ts-assign-back = Nechat kritické na zpětné poškození
button-ts-end-activation = Ukončit aktivaci

err-ts-faces = "{ $value }" nejsou stěny kostky: napiš prázdná/úspěch/kritický se součtem 6, např. 2/3/1.
err-ts-traits = „{ $value }“ není vlastnost poškození: napiš typ:immune, typ:vulnerable:N nebo typ:protected:N (N 1–3), u každého typu jednou, nebo ethereal:protected:N.
err-ts-no-miniature = Na hracím poli není figurka { $name }.
err-ts-nothing-to-choose = Žádný útok na tuto volbu nečeká.
err-ts-wrong-choice = Útok čeká na jinou volbu ({ $pause }).
err-ts-no-counter = Tady protiútok nejde: jen neaktivovaná figurka proti obyčejnému útoku zblízka.
err-ts-no-tile = Destička akce { $name } neexistuje.
err-ts-no-back-tile = { $name } není destička zblízka bránící se figurky.
err-ts-too-many-rerolls = K dispozici je jen { $allowed } přehození obratností.
err-ts-reroll-kind = Tato strana nemůže přehazovat kostky typu { $kind }.
err-ts-reroll-missing = Tolik kostek ({ $count }, { $kind }) k přehození není.
err-ts-bad-assignment = Takové přidělení potřebuje víc kostek, než je.
err-ts-not-yours = To je figurka nebo volba jiného hráče.
err-ts-host-only = To smí jen hostitel (nebo moderátor).
err-ts-tile-exists = Destičku { $name } už má.
err-ts-too-many-tiles = Figurka má nejvýš { $max } destiček akcí.
err-ts-empty-pool = Destička s poškozením potřebuje aspoň jednu kostku.
err-ts-panic-tile = Test paniky vynucuje jen destička bez poškození (přidej no-damage:true); destička s poškozením dává paniku přes marker:panic.
err-ts-nobody-acting = Žádná figurka právě nejedná.
err-ts-panic-modifier = Schopnosti přidají nebo uberou nejvýš { $max } kostky.
err-ts-has-marker = { $name } už má žeton { $marker }.
err-ts-only-dodge = { $name } čelí drtivému poškození: může se jen vyhnout úhybem (protiútok je dál možný).
err-ts-panic-immune = { $name } je imunní vůči mentálním zdrojům: paniku nikdy nezíská.
err-ts-no-marker = { $name } nemá žeton { $marker }.
err-ts-miniature-exists = Figurka { $name } už na hracím poli je.
err-ts-too-many-miniatures = Nejvýš { $max } figurek na hru.
err-ts-one-leader = Vůdce výpravy už máš.
err-ts-transforms-leader = Proměnit se může jen vůdce výpravy.
err-ts-already-activated = { $name } se v tomto kole už aktivoval(a).
err-ts-self-target = Figurka nemůže útočit sama na sebe.
err-ts-no-tiles = { $name } nemá destičky akcí: zaregistruj je příkazem /tornscape tile.
err-ts-which-tile = { $name } má více destiček akcí: jednu urči pomocí weapon:.
err-ts-ally-target = { $name } je spojenec: útok s poškozením nikdy necílí na spojence (plošný útok může zasáhnout i spojence, ale jeho cílem je nepřítel).
err-ts-area-only = Více figurek zasáhne jen plošný útok (a volný útok jen toho, kdo ho vyprovokoval).
err-ts-area-twice = { $name } je uvedena dvakrát.
err-ts-ranged-adjacent = Útok na dálku nejde, když stojí vedle nepřítel.
err-ts-ranged-only = Špatná viditelnost a střelba do skupiny se týkají jen útoků na dálku.
err-ts-cover-large = { $name } není velká figurka: kostku za kryt má jen velká figurka (obrovské figurky kryt nezískávají).
err-ts-group-target = Soused musí být jiná figurka než útočník a cíl.
err-ts-free-melee = Volný útok se provádí destičkou zblízka.
err-ts-free-marker = { $name } má stavový žeton a volné útoky neprovádí.
err-ts-free-hazard = Figurka na éterickém víru nebo nebezpečném terénu volné útoky neprovádí.
err-ts-free-once = { $name } už během této aktivace provedl(a) volný útok na { $target }.
err-ts-attack-as = Útočící figurku urči pomocí as:.
err-ts-not-a-marker = "{ $marker }" není stavový žeton: burning, slowed, poisoned, stunned, bleeding nebo panic.

## The Mage Wars tracker and turn lines on Discord (players named by mentions that ping no one)
mw-tracker-title-setup = Aréna: příprava
mw-tracker-title-over = Aréna: hra skončila
mw-tracker-title-upkeep = { $round }. kolo · udržování
mw-tracker-armor = Zbroj { $armor }
mw-view-turn-seat = Fáze akce: **{ $mage }** · { $player }
mw-view-awaits-counter-seat = Čeká se na **{ $defender }** · { $player }: protiútok, nebo odmítnout.
mw-player = hráč { $n }
mw-seat = { $mage } ({ $player })
mw-tracker-title-turn = { $round }. kolo · ▶ fáze akce: { $who }
mw-tracker-title-final = { $round }. kolo · poslední fáze rychlého kouzlení
mw-tracker-life = život { $bar }
mw-tracker-player = hráč: { $player }
mw-tracker-controller = ovládá: { $player }
mw-status-final-quickcast = Poslední fáze rychlého kouzlení · /initiative zahájí další kolo
mw-title-attack = { $kind ->
        [counter] { $attacker } podniká protiútok na { $target }
        [barrier] Obranná bariéra ({ $attacker }) zasahuje { $target }
       *[attack] { $attacker } útočí na { $target }
    }: { $result ->
        [miss] minutí
        [avoided] Obrana uspěla
        [none] bez zranění
        [destroyed] { $damage } zranění, cíl zničen
        [killed] { $damage } zranění, mág zabit
       *[damage] { $damage } zranění
    }
mw-title-turn = Fáze akce skončila · další: { $who }
mw-title-passed = { $from } pasuje · další: { $who }
mw-title-round = { $round }. kolo · fáze akce: { $who }
mw-title-round-upkeep = { $round }. kolo · udržování čeká na rozhodnutí
mw-title-upkeep-done = Udržování proběhlo · fáze akce: { $who }
mw-title-stage-over = Všechny bytosti už jednaly: poslední fáze rychlého kouzlení · iniciativa v dalším kole: { $who }
mw-confirm-pass = { $who }: v této fázi akce zatím není nic aktivováno; ukončit ji teď znamená pasovat.
mw-confirm-next-round = { $who } ještě může použít akci rychlého kouzlení: další kolo začne bez ní.

## /help by phase and role
help-line-example = { $command } `{ $example }` — { $description }
help-section-setup = Příprava
help-section-setup-players = Před bojem · hráči
help-section-setup-gm = Před bojem · Vypravěč
help-section-fight = V boji
help-section-gm = Nástroje Vypravěče
help-section-host = Nástroje hostitele
help-section-anytime = Kdykoli
help-section-more = Další

## A To Hit roll on Discord, one fact a line
result-to-hit-head = { $who } → { $target } · { $weapon } · { $pool }
result-to-hit-head-adversary = { $who } → { $target } · { $pool }
event-damaged-hidden = { $who } ztrácí { $amount } BŽ ({ $state }).
result-damage-then = { $damage } → { $target } { $state }
result-to-hit-roll = { $dice } → **{ $outcome }**
## Several processes and database faults
err-shard-moved = Tento server právě přebírá jiná instance bota. Nic se nezměnilo; zkus to prosím za chvíli znovu.
err-database-unavailable = Bot se teď nemůže spojit se svou databází. Nic se nezměnilo; zkus to prosím za chvíli znovu.
err-commit-unknown = Bot při ukládání ztratil spojení s databází a zatím nepozná, zda se to uložilo. Než to zkusíš znovu, podívej se na přehled nebo na /encounter show.
err-storage-full = Úložiště bota je plné, takže nelze nic uložit. Nic se nezměnilo; dej vědět tomu, kdo bota provozuje.
err-already-applied = Tento příkaz už byl proveden; jeho výsledek je u stolu.
err-join-list = Uveď 1 až { $max } postav, které se připojí, oddělené čárkami.
## FLAIL non-physical damage and its armour choice
cmd-damage-physical = FLAIL: fyzické poškození (výchozí ano); ne = tečky zbroje ho mohou snížit na půl či zrušit
event-nonphysical-choice = { $who } utrží { $amount } nefyzického poškození. Jedna tečka používání zbroje ho sníží na polovinu (na { $half }), dvě ho zruší: { $pieces }. Použij /armour piece:… dots:1 nebo dots:2, nebo dots:0 a poškození přijmi.
event-nonphysical-choice-more = Ještě jedna tečka zbroje zruší poškození, které utrží { $who }: { $pieces }. Použij /armour piece:… dots:1, nebo dots:0 a přijmi { $half }.
event-nonphysical-choice-buttons = { $who } utrží { $amount } nefyzického poškození: jedna tečka zbroje ho sníží na polovinu (na { $half }), dvě ho zruší.
event-nonphysical-choice-more-buttons = Ještě jedna tečka zbroje zruší poškození, které utrží { $who }; bez ní to bude { $half }.
event-damage-halved = { $who }: zbroj snižuje poškození na polovinu: { $from } → { $to }.
event-damage-negated = { $who }: zbroj ruší poškození { $from }.
event-damage-stands = { $who }: nefyzické poškození dopadá se zbrojí označenou doposud.
tracker-pending-nonphysical = ⏳ { $who } vybírá zbroj proti nefyzickému poškození { $amount } (/armour).
button-armour-damage = 🛡️ { $piece }: { $dots ->
    [one] 1 tečka
    [few] { $dots } tečky
   *[other] { $dots } teček
}, poškození { $amount ->
    [0] žádné
   *[other] { $amount }
}
button-armour-damage-first = 🛡️ { $piece }: 1 tečka (poškození { $amount }; druhá ho zruší)
button-take-damage = Přijmout poškození { $amount }
title-nonphysical-pending = { $who } čelí nefyzickému poškození { $amount }: čeká se na volbu zbroje
err-armour-nonphysical-dots = Proti nefyzickému poškození lze označit nejvýš 2 tečky zbroje: { $dots ->
    [0] už nezbývá žádná
    [one] zbývá už jen 1
   *[other] označ 1 nebo 2
}.

cmd-damage-from = Mage Wars, Tornscape: karta či efekt, který ho způsobí (tvůj tah, cizí figurka)
cmd-heal-from = Mage Wars, Tornscape: karta či efekt, který léčí (tvůj tah, cizí figurka)
cmd-condition-add-from = Mage Wars, Tornscape: karta či efekt, který ho udělí (tvůj tah, cizí figurka)
cmd-condition-remove-from = Mage Wars, Tornscape: karta či efekt, který ho zruší (tvůj tah, cizí figurka)

cmd-seat = Kdo hraje za kterou stranu
cmd-seat-give = Předej své místo nebo jednu jeho figurku jinému hráči
cmd-seat-give-to = Hráč, který ho přebírá
cmd-seat-give-piece = Jen jedna figurka (výchozí: celé místo)
cmd-seat-give-from = Hostitel či moderátor bez místa: hráč, který odešel (výchozí: ty)
err-option-user = { $option } musí být člen tohoto serveru (@jméno).

## Místa u stolu: kdo smí co (jedna kontrola pro všechny hry)
seat-player = hráč { $number }
err-seat-not-yours = To je na hráči { $who }.
err-seat-choice = { $who } právě volí: stůl čeká na odpověď.
err-seat-not-at-table = To smějí jen hráči u tohoto stolu.
err-seat-turn = Na tahu je { $who }: hru posouvá on (nebo hostitel či moderátor, který nehraje za žádnou stranu).
err-seat-gm-corrects = To mění jen Vypravěč.
err-seat-corrects = Figurky jiného hráče mění jen hostitel nebo moderátor, který nehraje za žádnou stranu.
err-seat-host = To smí jen ten, kdo hru založil (nebo moderátor, který nehraje za žádnou stranu).
err-seat-effect-cause = Uveď kartu nebo efekt, který to způsobuje, pomocí from:.
err-seat-effect-turn = Figurky jiného hráče se mění jen v tvém tahu, kartou nebo efektem (from:); jinak požádej hostitele či moderátora, který nehraje za žádnou stranu.

## Seats (mage_wars)
cmd-move-from = Mage Wars: karta nebo efekt, který ho odtlačí (cizí objekt, ve tvé akční fázi)
mw-pushed-by = { $cause } odtlačuje { $name } { $from } → { $to } (hraje { $by }).
mw-damaged-by = { $name } dostává { $amount } od { $cause } (hraje { $by }) → život { $left }/{ $life }.
mw-healed-by = { $name } se léčí o { $amount } od { $cause } (hraje { $by }) → život { $left }/{ $life }.
mw-condition-changed-by = { $name }: { $markers } × { $condition } od { $cause } (hraje { $by }).

## Seats (tornscape)
ts-caused = Způsobuje { $from } (hraje { $by }).
ts-corrected = Opravu provádí { $by }.
ts-embed-caused = { $what } od { $from } (hraje { $by })
ts-embed-corrected = { $what } (opravu provádí { $by })

## Seats (flail)
flail-seat-given = Místo hráče { $from } přebírá { $to }: { $names }.
flail-piece-given = Postavu { $who } přebírá { $to }.
err-flail-give-self = To místo už tomu hráči patří: v to: uveď jiného hráče.
err-flail-give-no-seat = { $who } v tomto střetnutí nehraje žádnou postavu.
err-flail-give-not-theirs = { $name } není postava hráče { $who }.

## Seats (knowing_zero)
kz-title-seat-given = { $from } předává { $side ->
    [attacker] útočící armádu
    [defender] bránící se armádu
    [both] obě armády
   *[game] své místo ve hře
}; teď hraje { $to }
kz-title-seat-reassigned = { $by } předává { $side ->
    [attacker] útočící armádu
    [defender] bránící se armádu
    [both] obě armády
   *[game] místo ve hře
} ({ $from }); teď hraje { $to }
kz-seat-given = { $side ->
    [attacker] Za útočící armádu teď hraje { $to } (dříve: { $from }).
    [defender] Za bránící se armádu teď hraje { $to } (dříve: { $from }).
    [both] Za obě armády teď hraje { $to } (dříve: { $from }).
   *[game] Místo ve hře přechází: { $from } → { $to }.
}
kz-seat-distance = Vzdálenost k nule přechází spolu s místem: { $distance }.
kz-seat-own-distance = Vzdálenost k nule si každý ponechává svou.
kz-seat-by = Předává { $by } (oprava).
err-kz-seat-piece = V «Познание нуля» patří karty armádě: /seat give předává celou armádu (bez piece:).
err-kz-seat-self = Hráč v to: už toto místo drží.
err-kz-seat-none = { $who }: u tohoto stolu nemá místo.
err-kz-seat-in-game = { $who }: už hraje tuto hru s vlastní vzdáleností k nule; místo ve hře přechází jen na nového hráče.

## Seats (lotr_lcg)
lotr-seat-given = Místo **{ $seat }** přebírá **{ $to }**.
lotr-seat-given-unnamed = Místo **{ $seat }** přebírá nový hráč.
lotr-piece-given = **{ $name }** přechází z místa { $from } na místo **{ $to }**.
err-lotr-give-self = Ten hráč to už má: předejte to někomu jinému.
err-lotr-give-from-no-seat = Ten hráč u tohoto stolu nemá žádné místo.
err-lotr-give-which-seat = Ten hráč hraje za více míst: místo k předání určete volbou piece:.
err-lotr-give-not-theirs = { $name } nepatří předávajícímu hráči.
err-lotr-give-enemy = { $name } je nepřítel: k jinému místu přejde příkazem /engage, ne /seat give.
err-lotr-give-to-no-seat = Hráč, který má převzít { $name }, u tohoto stolu nemá místo: nejdřív si ho vezme příkazem /lcg player.
err-lotr-give-to-which-seat = Hráč, který má převzít { $name }, hraje za více míst a /seat give nedokáže určit, za které: předejte to hráči s jedním místem.

## Seats (mage_wars)
mw-seat-given = Místo hráče { $from } přebírá { $to }.
mw-piece-given = { $piece }: nově ovládá { $to }.
mw-seat-newcomer = nový hráč
err-mw-give-self = Už to tomu hráči patří: v to: uveď někoho jiného.
err-mw-give-no-seat = V této aréně nemáš místo, takže nemáš co předat. Hráče, který odešel, uvede hostitel nebo moderátor ve from:.
err-mw-give-not-seated = Ten hráč v této aréně nemá místo.
err-mw-give-not-theirs = { $name } nepatří hráči { $who }, nelze to předat.
err-mw-give-second-mage = Ten hráč už hraje za mága { $mage }: každý hráč ovládá jednoho mága.
err-mw-give-needs-mage = { $name } jedná jen v akční fázi svého hráče a tu má jen hráč s mágem: předej ho hráči, který hraje za mága.

## Seats (tornscape)
ts-embed-seat-given = Místo hráče { $from } přebírá { $to }
ts-embed-piece-given = Figurku { $name } přebírá { $to }
ts-seat-given = { $to } nyní vede: { $pieces }.
ts-seat-handed-by = Předání provedl(a) { $by }.
err-ts-give-self = Místo se předává jinému hráči, ne tomu, kdo ho drží.
err-ts-give-no-seat = Hráč { $who } nemá na hracím poli žádnou figurku: není co předat.
err-ts-give-not-theirs = { $name } není figurka hráče { $who }.
err-ts-give-leader = Ten hráč už vůdce výpravy má: každý hráč má jen jednoho.

## Lhůta nevyřízené volby
err-deadline-stale = Ta volba už padla: její lhůta nemá co dělat.
deadline-notice = { $who } neodpověděl(a) do { $waited }: { $default }.
deadline-reminder = { $who }, čeká na tebe volba. Bez odpovědi platí výchozí možnost { $when }: { $default }.
deadline-shown = ⏳ Bez odpovědi platí výchozí možnost { $when }.
deadline-waited-minutes = { $count } min
deadline-waited-seconds = { $count } s
deadline-default-armour = zásah platí, jak padl, bez značky na zbroji
deadline-default-fumble = značka použití na zbrani, se kterou se házelo
deadline-default-counterstrike = protiúder odmítnut
deadline-default-upkeep = udržování ve výchozím pořadí, všechny náklady zaplaceny
deadline-default-kz-strike = bonus dostal první úder
deadline-default-kz-confirm = konec bitvy byl potvrzen
deadline-default-ts-reaction = výchozí reakce
deadline-default-ts-reroll = prázdné kostky přehozeny podle výchozí volby
deadline-default-ts-assign = obrana s výchozím přiřazením

## Uložené hody, „hodit znovu“ a statistiky hodů (/roll saved:, /rolls)
cmd-roll-again = Hodit znovu tento záznam z logu hodů (vyplní ho jeho tlačítko)
cmd-roll-saved = Hod, který sis ty nebo server uložil (/rolls save), místo výrazu
cmd-rolls = Uložené hody a to, jak ti padají kostky
cmd-rolls-save = Ulož hod pod jménem a házej jím přes /roll saved:
cmd-rolls-save-name = Jméno (nejvýš 32 znaků; uložení pod použitým jménem ho nahradí)
cmd-rolls-save-expression = Výraz s kostkami, jako u /roll
cmd-rolls-save-server = Uložit pro celý server (moderátoři)
cmd-rolls-list = Tvoje uložené hody a hody serveru (vidíš jen ty)
cmd-rolls-delete = Smaž uložený hod
cmd-rolls-delete-name = Uložený hod
cmd-rolls-delete-server = Smazat hod serveru tohoto jména, ne tvůj (moderátoři)
cmd-rolls-stats = Jak ti (nebo hráči) tu padají kostky, s kontrolou férovosti
cmd-rolls-stats-user = Čí kostky (výchozí: tvoje)
cmd-rolls-stats-since = Jen posledních tolik dní (výchozí: všechny uložené hody)
err-roll-one-source = Zadej u /roll buď expression:, nebo saved:, jedno z nich.
err-saved-roll-unknown = Uložený hod jménem { $name } neexistuje. /rolls list ukáže tvoje hody i hody serveru.
err-saved-roll-name = Uložený hod potřebuje jméno na jednom řádku.
err-rolls-server-moderator = Hody serveru mohou ukládat a mazat jen moderátoři.
err-rolls-full = Na tomto serveru už máš { $max } uložených hodů. Nejdřív nějaký smaž přes /rolls delete.
err-rolls-server-full = Server už má { $max } uložených hodů. Nejdřív nějaký smaž přes /rolls delete server:true.
err-roll-again-gone = Tento hod tu už znovu hodit nejde.
err-roll-again-expired = „Hodit znovu“ funguje { $hours } hodin po hodu a tento je starší. Hoď ho přes /roll.
button-roll-again = Hodit znovu
title-saved-rolls = Uložené hody
title-roll-stats = Statistiky kostek
rolls-saved = Uloženo **{ $name }**: { $expression }. Hoď ho přes /roll saved:
rolls-replaced = Nahrazeno **{ $name }**: nyní { $expression }.
rolls-saved-server = Uloženo **{ $name }** pro celý server: { $expression }.
rolls-replaced-server = Nahrazen hod serveru **{ $name }**: nyní { $expression }.
rolls-deleted = Tvůj uložený hod **{ $name }** je smazán.
rolls-deleted-server = Uložený hod serveru **{ $name }** je smazán.
rolls-list-empty = Zatím tu nejsou žádné uložené hody. Ulož nějaký přes /rolls save.
rolls-list-mine = **Tvoje**
rolls-list-server = **Serveru**
stats-heading = Kostky, které hodil(a) { $user }
stats-since = Za { $days ->
    [one] poslední den
    [few] poslední { $days } dny
   *[other] posledních { $days } dní
}
stats-all-kept = Všechny uložené hody
stats-none = Za tuto dobu zatím nepadla žádná kostka.
stats-roll-dice = **Kostky z /roll**
stats-game-dice = **Herní kostky**
stats-line = k{ $sides }: hozeno { $count } · průměr { $mean } (férová kostka: { $expected }) · { $verdict }
stats-fair = vypadá férově
stats-unusual = **neobvyklé**: férová kostka tohle udělá asi jednou z { $n }
stats-not-enough = zatím málo hodů
stats-note = -# Počítá se každá kostka, i přehozené a zahozené. Verdikt bere v úvahu { $sizes } velikostí kostek kontrolovaných naráz.
stats-chart-title = k{ $sides }: každá stěna, { $count ->
    [one] { $count } hod
    [few] { $count } hody
   *[other] { $count } hodů
}
stats-chart-face = Stěna
stats-chart-share = Podíl

## Data vlastníků (/data)
cmd-data = Tvá data na tomto serveru, nebo data celého serveru: kopie, nebo smazání
cmd-data-export = Kopie tvých dat zde jako soubory JSON (scope:server pro data celého serveru)
cmd-data-export-scope = Čí data (výchozí: tvá; data serveru jen pro vlastníka nebo administrátora)
cmd-data-delete = Smazat tvá data zde, až to potvrdíš (scope:server pro data celého serveru)
cmd-data-delete-scope = Čí data (výchozí: tvá; data serveru jen pro vlastníka nebo administrátora)
cmd-data-delete-confirm = Potvrzení (vyplní ho jeho tlačítko)
data-scope-mine = Moje
data-scope-server = Celého serveru
title-data-export = Tvá data
title-data-delete = Smazání dat
button-data-delete = Smazat hned
data-exported = { $scope ->
    [server] Data tohoto serveru
   *[mine] Tvá data na tomto serveru
}: { $rows ->
    [one] { $rows } záznam
    [few] { $rows } záznamy
   *[other] { $rows } záznamů
}.
data-export-parts = Na jeden soubor je to příliš velké: následuje { $parts ->
    [few] { $parts } soubory
   *[other] { $parts } souborů
} v pořadí. Každý je celý dokument JSON; dohromady obsahují všechny záznamy.
data-export-part = Část { $part } z { $parts }
data-table-line = • { $table ->
    [characters] Postavy
    [saved_rolls] Uložené hody
    [saved_armies] Uložené armády
    [die_counts] Statistiky kostek
    [roll_log] Řádky záznamu hodů
    [channels] Stoly kanálů
    [history] Kroky zpět
    [server_settings] Nastavení serveru
    [trackers] Přehledy
    [controls] Tlačítka
    [choice_deadlines] Čekající volby
    [action_interactions] Zodpovězené příkazy
    [command_registrations] Registrované příkazy
    [server_activity] Aktivita serveru
    [server_departures] Záznamy o odchodu
    [channel_departures] Smazané kanály
   *[other] { $table }
}: { $count }
data-delete-ask = { $scope ->
    [server] Tímto se hned a natrvalo smaže vše, co tento server uchovává:
   *[mine] Tímto se hned a natrvalo smažou tvá data na tomto serveru:
}
data-delete-press = Chceš-li pokračovat, stiskni do { $minutes } minut tlačítko; do té doby se nic nesmaže.
data-delete-type = Chceš-li pokračovat, pošli do { $minutes } minut: { $line }
data-delete-nothing = { $scope ->
    [server] Tento server žádná data neuchovává.
   *[mine] Na tomto serveru nejsou žádná tvá data.
}
data-deleted = { $scope ->
    [server] Smazáno vše, co tento server uchovával
   *[mine] Smazána tvá data na tomto serveru
}: { $rows ->
    [one] { $rows } záznam
    [few] { $rows } záznamy
   *[other] { $rows } záznamů
}.
data-deleted-log = Tvé jméno zmizelo z { $lines ->
    [one] { $lines } řádku
   *[other] { $lines } řádků
} záznamu hodů; hody v záznamu kanálu zůstávají bez něj.
data-deleted-undo = Probíhající střetnutí si své bojovníky ponechá až do konce a posledních 50 kroků zpět každého kanálu uchovává stůl, jak byl; obojí zmizí, jak hra pokračuje.
err-data-server-admin = Data celého serveru může exportovat nebo smazat jen vlastník serveru nebo administrátor. scope:mine jsou tvá data.
err-data-export-too-large = Tento export je větší než { $megabytes } MB, víc, než bot na Discordu pošle. Požádej o něj provozovatele bota.
err-data-confirm-stale = Toto potvrzení neplatí: je starší než 15 minut, nebo není tvé. Požádej znovu přes /data delete.
err-data-confirm-used = Toto smazání už proběhlo.

## Sdílené stoly (/encounter share, webová stránka)
cmd-encounter-share = Webová stránka tohoto stolu jen ke čtení, živě, pro hráče, diváky a streamy
cmd-encounter-share-hours = Za kolik hodin odkaz přestane fungovat (výchozí: do zrušení)
cmd-encounter-share-revoke = Místo toho zrušit všechny odkazy na tento stůl
title-share = Sdílený stůl
share-made = Kdo má tento odkaz, vidí tento stůl, jak se hraje, jen ke čtení: { $link }
    Přidej ?overlay=1 pro překryv streamu, ?lang=en-US nebo ?lang=ru pro jiný jazyk.
share-expires = Přestane fungovat za { $hours ->
    [one] { $hours } hodinu
    [few] { $hours } hodiny
   *[other] { $hours } hodin
}; /encounter share revoke:true ho ukončí dřív.
share-until-revoked = Funguje až do /encounter share revoke:true.
share-revoked = { $count ->
    [0] Tento stůl neměl žádný odkaz.
    [one] Odkaz na tento stůl už nefunguje.
    [few] { $count } odkazy na tento stůl už nefungují.
   *[other] { $count } odkazů na tento stůl už nefunguje.
}
err-share-who = Stůl může sdílet jen moderátor nebo PJ či hostitel stolu.
err-share-off = Tento bot nemá webovou stránku: jeho provozovatel nenastavil WEB_ADDR.
web-title = Narrator · sdílený stůl
web-no-encounter = U tohoto stolu teď neprobíhá žádné střetnutí.
web-unavailable = Stůl teď nelze přečíst; vrátí se sám.
web-turn = Tah
web-choice = Čeká se na volbu
web-choice-due = výchozí za
web-log = Poslední hody
web-log-empty = Zatím žádné hody.
