# Narrator — русский (ru). Названия команд и параметров во всех языках остаются английскими;
# описания, названия вариантов и все ответы переводятся.

## ---------------------------------------------------------------- Термины

attr-str = СИЛ
attr-dex = ЛОВ
attr-int = ИНТ
attr-cha = ХАР
attr-luck = УДАЧА

class-bard = Бард
class-bone-whisperer = Костешёпт
class-cleric = Клирик
class-cutthroat = Головорез
class-druid = Друид
class-tinkerer = Умелец
class-warrior = Воин
class-wizard = Волшебник
class-hireling = Наёмник

religion-nature = Природа (дубина, боевой посох, праща, кнут)
religion-war = Война (булава, кувалда, боевой молот)
religion-pain = Страдание (цеп, моргенштерн, шипастая цепь)
religion-hunt = Охота (арбалет, кинжал, луки, копьё, боевой посох)

piece-basic = простой доспех
piece-light = лёгкий доспех
piece-heavy = тяжёлый доспех
piece-shield = щит
piece-helmet = шлем

condition-prone = сбит с ног
condition-immobilised = обездвижен
condition-paralysed = парализован
condition-grappled = схвачен
condition-stunned = оглушён
condition-blinded = ослеплён
condition-sleeping = спящий
condition-exhausted = Изнурён
condition-drained = Опустошён
condition-poisoned = Отравлен
condition-starved = Голодает
condition-unconscious = без сознания

side-players = игроки
side-adversaries = противники
rest-short = короткий отдых (к4 ОЗ)
rest-long = долгий отдых (к4+4 ОЗ)
rest-full = полный отдых (все ОЗ, большинство состояний)
ruleset-flail = FLAIL
ruleset-mage-wars = Войны магов
ruleset-lotr-lcg = Властелин колец: Карточная игра
ruleset-tornscape = Торнскейп
ruleset-knowing-zero = «Познание нуля»

state-on = включено
state-off = выключено

## ---------------------------------------------------------------- Результаты бросков

outcome-fail = Провал
outcome-fumble = Критический провал
outcome-minor_hit = Слабое попадание
outcome-major_hit = Сильное попадание
outcome-death_blow = Смертельный удар
outcome-critical_success = Критический успех
outcome-success = Успех
outcome-near_death_experience = 1 — На волосок от смерти
outcome-knocked_out = 2 — Нокаут
outcome-unconscious = 3 — Без сознания
outcome-hurt = 4 — Боль
outcome-scarred = 5 — Шрам
outcome-horrible_wound = 6 — Ужасная рана
outcome-maimed = 7 — Увечье
outcome-dead = 8 — Смерть!
outcome-marked = отмечен износ
outcome-unmarked = без износа
outcome-rolled = брошено

kind-to-hit = Бросок попадания
kind-save = Спасбросок
kind-initiative = Инициатива
kind-flee = Бегство
kind-morale = Мораль
kind-condition-save = Спасбросок в начале раунда
kind-death = Таблица Смерти
kind-fumble-damage = Урон от критического провала
kind-rest = Отдых
kind-usage = Бросок износа
kind-death-detail = Бросок по таблице Смерти

pool = { $dice } { $dice ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } ({ $parts })
pool-th = ПОП { $th }
pool-advantage = +{ $dice } за преимущество
pool-disadvantage = −{ $dice } за помеху
pool-off-specialty = −1 вне специализации
pool-blinded = −2 за ослепление

poker-pair = пара
poker-two-pairs = две пары
poker-three-pairs = три пары
poker-triplet = тройка
poker-four-of-a-kind = каре
poker-full-house = фулл-хаус
poker-sequence = стрит длиной { $length }

keep-lowest = (преимущество: берётся наименьший)
keep-highest = (помеха: берётся наибольший)
save-attribute = { $attribute } { $value }
save-value = Спасброски { $value }

result-to-hit = { $who } → { $target }, оружие: { $weapon }, { $pool }: { $dice } → { $outcome }.
result-to-hit-adversary = { $who } → { $target }, { $pool }: { $dice } → { $outcome }.
result-damage = Урон: { $multiplier } × { $dmg } − Защита { $defence } = { $amount }.
result-cancelled = ({ $count } { $count ->
        [one] единица отменена
        [few] единицы отменены
        [many] единиц отменено
       *[other] единицы отменено
    } доспехом)
dice-ones = { $count ->
    [one] **{ $count } единица**
    [few] **{ $count } единицы**
   *[other] **{ $count } единиц**
} в { $pool }
result-poker = Покерные комбинации: { $list }.
result-sleeping = { $who } → { $target }: цель спит и выбывает без броска.
result-save = { $kind } — { $who }, { $what }: { $dice }{ $keep } → { $kept }: { $outcome }
result-roll = { $kind } — { $who }: { $dice } → { $outcome }
result-value = { $kind } — { $who }: { $dice }{ $bonus } → { $value }
result-value-hp = { $kind } — { $who }: { $dice }{ $bonus } → { $value } ОЗ
result-item = { $kind } — { $who }, { $item }: { $dice } → { $outcome }
result-pending = (ожидается выбор доспеха)

## ---------------------------------------------------------------- Последствия

event-encounter-started = Бой начинается. Вы — Мастер. Добавьте противников, присоедините персонажей через /join, затем бросьте /initiative.
event-encounter-started-surprise-players = Бой начинается — у игроков фора. Добавьте противников, присоедините персонажей через /join, затем /initiative.
event-encounter-started-surprise-adversaries = Бой начинается — противники бьют первыми. Добавьте противников, присоедините персонажей через /join, затем /initiative.
event-death-rolls-offered = Пора бросать по таблице Смерти: { $names } (/deathroll).
event-party-dead = Весь отряд пал, а противники ещё стоят: все мертвы. (Мастер может использовать /undo.)
event-encounter-ended = Бой окончен.
event-session-ended = Сессия окончена. { $count ->
        [0] Состояния «Боль» не было ни у кого.
       *[other] Состояние «Боль» снято: { $names }.
    }
event-setting-attribute-rule = Необязательное правило характеристик (СИЛ/ЛОВ 13+ — преимущество, 7- — помеха): { $state }.
event-character-created = { $who } ({ $class }) пополняет список персонажей сервера: { $hp } ОЗ.
event-character-edited = { $who }: изменения сохранены.
event-character-deleted = { $who }: персонаж удалён.
event-weapon-added = { $who }: новое оружие — { $weapon } (ПОП { $th }, УР { $dmg }).
event-weapon-added-off-specialty = { $who }: новое оружие — { $weapon } (ПОП { $th }, УР { $dmg }) — вне специализации класса: −1 кубик.
event-weapon-removed = { $who } больше не носит { $weapon }.
event-armour-added = { $who } надевает: { $piece } ({ $dots } { $dots ->
        [one] отметка
        [few] отметки
        [many] отметок
       *[other] отметки
    } износа).
event-armour-removed = { $who } снимает: { $piece }.
event-adversaries-added = { $count ->
        [1] Добавлен противник: { $names }.
        [one] Добавлены противники: { $names }.
        [few] Добавлены противники: { $names }.
        [many] Добавлены противники: { $names }.
       *[other] Добавлены противники: { $names }.
    }
event-adversary-removed = { $who } покидает игру.
event-joined = { $who } вступает в бой.
event-joined-before = { $who } вступает в бой и действует раньше противников.
event-joined-after = { $who } вступает в бой и действует после противников.
event-round-started = Начинается раунд { $round }.
event-turn-of = Ходит { $who }.
event-automatic-fail = { $who }: кубиков для броска не осталось — автоматический провал.
event-damaged = { $who } теряет { $amount } ОЗ ({ $hp }/{ $max }).
event-injured = { $who }: «Ранен» (−1 СИЛ, −1 ЛОВ){ $count ->
        [1] .
       *[other] { " " }— «Ранен» ×{ $count }.
    }
event-death-roll-pending = { $who } падает: нужен бросок по таблице Смерти{ $count ->
        [1] .
       *[other] { " " }({ $count } { $count ->
            [one] бросок
            [few] броска
            [many] бросков
           *[other] броска
        }).
    } Бросок делается после окончания боя.
event-eliminated = { $who } выбывает из игры.
event-armour-choice = { $who } может отметить износ доспеха, чтобы отменить { $ones } { $ones ->
        [one] единицу
        [few] единицы
        [many] единиц
       *[other] единицы
    } (одна отметка за каждую 1): { $pieces }. Используйте /armour piece:… dots:… или dots:0, чтобы принять попадание.
event-armour-choice-buttons = { $who } может отменить бронёй { $ones ->
        [one] единицу
       *[other] до { $ones } единиц
    }, одна отметка износа за каждую:
armour-piece-free = { $piece } ({ $dots } { $dots ->
        [one] свободная
        [few] свободные
        [many] свободных
       *[other] свободной
    })
event-armour-used = { $who } отмечает { $dots } { $dots ->
        [one] отметку
        [few] отметки
        [many] отметок
       *[other] отметки
    } износа ({ $piece }).
event-hit-accepted = { $who }: попадание засчитано как есть.
event-fumble-nothing-to-mark = { $who }: нет оружия, которое можно отметить, — промах ничего не стоит.
event-fumble-choice = { $who }: критический провал! Выберите: к8 урона союзнику ({ $allies }) через /fumble ally:… или отметку износа предмета через /fumble item:….
event-fumble-choice-item = { $who }: критический провал! Отметьте износ предмета: /fumble item:….
event-adversary-fumble = { $who }: критический провал — последствия определяет Мастер.
event-usage-marked = { $who } отмечает износ: { $item } ({ $marked }/{ $max }).
event-item-broken = { $who }: { $item } — все отметки износа заполнены; пользоваться нельзя до ремонта.
event-condition-gained = { $who } — новое состояние: { $condition }.
event-condition-lost = { $who } — состояние снято: { $condition }.
event-turn-lost = { $who } пропускает ход ({ $condition }).
event-acts-blinded = { $who } всё ещё ничего не видит: одно действие, без перемещения, бросок попадания −2.
event-opposed-winner = { $who } выигрывает встречный спасбросок.
event-opposed-none = Встречный спасбросок никто не выиграл.
event-fled = { $who } сбегает из боя.
event-cannot-flee = { $who } не может сбежать.
event-free-attacks = { $target }: побег не удался! Каждый из них может сделать один свободный бросок попадания: { $names } (/attack as:… target:… free:true).
event-morale-broken = { $who } теряет мужество и бежит.
event-morale-held = { $who } не отступает.
event-healed = { $who } восстанавливает { $amount } ОЗ ({ $hp }/{ $max }).
event-attribute-raised = { $who }: { $attribute } повышается до { $value }.
event-attribute-pick = { $who }: «На волосок от смерти» — ОЗ восстановлены. Выберите характеристику для +1 через /deathroll attribute:….
event-unconscious = { $who } без сознания { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.
event-scarred = { $who } получает Шрам: ХАР падает до { $cha }.
event-persistent-injury = { $who }: Ужасная рана — Тяжёлая травма (−1 СИЛ, −1 ЛОВ; лечится только магией).
event-maimed = { $who }: Увечье — потерян слот руки (никаких двуручных предметов).
event-died = { $who } погибает.
event-hurt = { $who } — «Боль»: помеха на все спасброски до конца сессии.
event-injured-cleared = { $who }: состояние «Ранен» снято (вылечено ×{ $count }).
event-hurt-cleared = { $who }: состояние «Боль» снято.
event-nobody-can-act = Никто не может действовать.

## ---------------------------------------------------------------- Обзоры

sheet-title = { $name } — { $class }
sheet-hp = ОЗ { $hp }/{ $max }
sheet-weapon = ⚔ { $weapon }: ПОП { $th }, УР { $dmg }, износ { $marked }/{ $max }
sheet-armour = 🛡 { $piece }: износ { $marked }/{ $max }
sheet-states = Состояния: { $list }
state-injured = Ранен ×{ $count }
state-persistent = Тяжёлая травма ×{ $count }
state-hurt = Боль
state-maimed = Увечье
state-dead = мёртв
state-death-pending = ждёт броска по таблице Смерти ×{ $count }
tracker-round = Раунд { $round }
tracker-not-started = Не начат — когда все присоединятся, бросьте /initiative.
tracker-hp = ОЗ { $hp }/{ $max }
tracker-pending-armour = ⏳ { $who } выбирает доспех (/armour).
tracker-pending-fumble = ⏳ { $who } выбирает последствия критического провала (/fumble).
tracker-attribute-rule = Необязательное правило характеристик: включено.
status-standing = в строю
status-eliminated = вне игры
status-fled = бегство
status-surrendered = капитуляция
status-removed = убран со стола
list-character = { $name } — { $class }, ОЗ { $hp }/{ $max }
log-undone = (отменено)
log-unreadable = (бросок, который эта версия не может прочитать)
log-closed-idle = схватка закрыта после { $days ->
    [one] { $days } дня
   *[other] { $days } дней
} без действий, без бросков конца боя (/undo откроет её снова)
reply-undone = Отменено: /{ $command }.
reply-log-empty = В этом канале ещё не было бросков.
reply-no-characters = На этом сервере пока нет персонажей. Создайте первого командой /character create.
reply-not-confirmed = ⏳ Пока не подтверждено: база данных отвечает медленно. Не отправляйте команду снова — результат появится здесь.
reply-nothing-changed = Ничего не изменилось.

## ---------------------------------------------------------------- Ошибки (ввод)

err-internal = У нас что-то пошло не так. Ничего не изменено; попробуйте ещё раз.
err-database = Не удалось открыть базу данных: { $reason }
err-database-url = DATABASE_URL должен начинаться с sqlite: или postgres://.
err-conflict = Кто-то другой изменил этот стол в тот же момент. Ничего не изменено; попробуйте ещё раз.
err-state-newer = Этот канал сохранён более новой версией Narrator. Обновите бота, чтобы продолжить.
err-unknown-command = Команды /{ $command } не существует.
err-unknown-option = У /{ $command } нет параметра { $option }.
err-repeated-option = Параметр { $option } указан дважды.
err-missing-option = Параметр { $option } обязателен.
err-option-empty = Параметр { $option } пуст.
err-option-too-long = Параметр { $option } слишком длинный (не более { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }).
err-option-integer = Параметр { $option } должен быть целым числом.
err-option-range = Параметр { $option } должен быть от { $min } до { $max }.
err-option-bool = Параметр { $option } должен быть true или false.
err-option-choice = Параметр { $option } должен быть одним из: { $choices }.
err-bad-choice = У параметра { $option } значение, которого Narrator не знает.
err-ruleset-unavailable = Правила { $ruleset } пока недоступны.
err-fumble-choose-one = Выберите одно: ally:… или item:…, но не оба (без них — вариант по умолчанию: отметка износа на оружии броска).
err-line-too-long = Строка слишком длинная (не более { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }).
err-line-slash = Команда начинается с /, например /attack target:Goblin.
err-line-quote = Кавычка не закрыта.
err-line-option = «{ $token }» — не параметр; параметры выглядят как имя:значение (значения с пробелами берите в кавычки).
err-line-user = После @ идёт имя игрока, например @tess /save attribute:dex.
err-dice-list = В списке заранее заданных кубиков неверное значение: { $value }.
err-dice-exhausted = Заранее заданные кубики закончились; ничего не изменено.
err-dice-face = Заранее заданный кубик показывает { $face }, но для этого броска нужен к{ $sides }.

## ---------------------------------------------------------------- Ошибки (стол)

err-gm-only = Это может только Мастер.
err-not-your-character = { $name } — не ваш персонаж.
err-no-encounter = В этом канале нет боя. Начните его командой /encounter start.
err-no-initiative = Инициатива ещё не брошена: Мастер использует /initiative.
err-unknown-character = На этом сервере нет персонажа с именем { $name }.
err-unknown-adversary = В этом бою нет противника с именем { $name }.
err-unknown-target = Здесь нет ни противника, ни персонажа с именем { $name }.
err-no-own-character = У вас пока нет персонажа на этом сервере. Создайте его командой /character create.
err-name-your-character = У вас несколько персонажей: укажите одного через character:….
err-name-empty = Имя пустое.
err-name-too-long = Имя может быть не длиннее { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }.
err-name-chars = В имени должна быть хотя бы одна буква или цифра и не должно быть управляющих или невидимых символов.
err-name-comma = В имени не может быть запятой: запятые разделяют имена в списках.
err-nothing-to-undo = В этом канале нечего отменять.
err-undo-not-yours = Отменить /{ $command } может только Мастер или игрок, который выполнил команду.
err-undo-character-changed = Персонаж { $name } с тех пор изменился (в другом канале), поэтому отменить это нельзя.

## ---------------------------------------------------------------- Ошибки (персонажи, бои, восстановление)

err-character-exists = Персонаж с именем { $name } на этом сервере уже есть.
err-too-many-characters = На этом сервере уже { $max } { $max ->
        [one] персонаж
        [few] персонажа
        [many] персонажей
       *[other] персонажа
    }; сначала удалите одного.
err-attribute-missing = Укажите значение { $attribute ->
        [str] СИЛ
        [dex] ЛОВ
        [int] ИНТ
        [cha] ХАР
        [luck] УДАЧИ
       *[other] { $attribute }
    } (значение 6 по умолчанию бывает только у наёмников).
err-attribute-range = Значение { $attribute ->
        [str] СИЛ
        [dex] ЛОВ
        [int] ИНТ
        [cha] ХАР
        [luck] УДАЧИ
       *[other] { $attribute }
    } должно быть от { $min } до { $max }.
err-hp-range = ОЗ должны быть от { $min } до { $max }.
err-religion-required = Клирику нужна религия: nature (природа), war (война), pain (страдание) или hunt (охота).
err-religion-not-cleric = Религия есть только у клириков.
err-nothing-to-edit = Нечего менять: укажите хотя бы одно новое значение.
err-character-in-encounter = { $name } участвует в бою этого канала; дождитесь его окончания.
err-th-range = Значение ПОП должно быть от { $min } до { $max }.
err-dmg-range = Значение УР должно быть от { $min } до { $max }.
err-unknown-weapon = { $weapon } — не оружие из таблицы; чтобы добавить своё оружие, укажите и th, и dmg.
err-weapon-exists = { $name } уже носит { $weapon }; чтобы изменить это оружие, сначала уберите его.
err-too-many-weapons = { $name } уже носит максимум оружия: { $max }.
err-weapon-not-carried = { $name } не носит { $weapon }.
err-armour-worn = { $name } уже носит { $piece ->
        [basic] простой доспех
        [light] лёгкий доспех
        [heavy] тяжёлый доспех
        [shield] щит
        [helmet] шлем
       *[other] { $piece }
    }.
err-armour-not-worn = { $name } не носит { $piece ->
        [basic] простого доспеха
        [light] лёгкого доспеха
        [heavy] тяжёлого доспеха
        [shield] щита
        [helmet] шлема
       *[other] { $piece }
    }.
err-character-dead = { $name }: персонаж погиб.
err-adversary-gone = { $name } больше не участвует в бою.
err-save-against-self = Для встречного спасброска нужен другой соперник.
err-condition-present = { $name }: состояние «{ $condition ->
        [prone] сбит с ног
        [immobilised] обездвижен
        [paralysed] парализован
        [grappled] схвачен
        [stunned] оглушён
        [blinded] ослеплён
        [sleeping] спящий
        [exhausted] Изнурён
        [drained] Опустошён
        [poisoned] Отравлен
        [starved] Голодает
        [unconscious] без сознания
       *[other] { $condition }
    }» уже есть.
err-condition-missing = { $name }: состояния «{ $condition ->
        [prone] сбит с ног
        [immobilised] обездвижен
        [paralysed] парализован
        [grappled] схвачен
        [stunned] оглушён
        [blinded] ослеплён
        [sleeping] спящий
        [exhausted] Изнурён
        [drained] Опустошён
        [poisoned] Отравлен
        [starved] Голодает
        [unconscious] без сознания
       *[other] { $condition }
    }» нет.
err-too-many-conditions = { $name }: уже максимум состояний ({ $max }).
err-near-death-pick = { $name }: сначала нужно выбрать характеристику за «На волосок от смерти»: /deathroll attribute:…
err-no-death-roll = { $name }: бросок по таблице Смерти не требуется.
err-death-roll-after-fight = { $name } бросает по таблице Смерти после окончания боя.
err-encounter-running = В этом канале уже идёт бой; сначала завершите его.
err-defence-range = Защита должна быть от { $min } до { $max }.
err-saves-range = Спасброски должны быть от { $min } до { $max }.
err-morale-range = Мораль должна быть от { $min } до { $max }.
err-count-range = Количество должно быть от { $min } до { $max }.
err-too-many-adversaries = В бою может быть не больше { $max } { $max ->
        [one] противника
        [few] противников
        [many] противников
       *[other] противника
    }.
err-name-taken = { $name } уже есть в этом бою; выберите другое имя.
err-amount-range = Значение должно быть от { $min } до { $max }.
err-rest-during-fight = { $name } не может отдыхать посреди боя.

## ---------------------------------------------------------------- Ошибки (бой)


err-not-your-turn = Сейчас ходит { $name }.
err-nobody-can-act = Сейчас никто не может действовать; Мастер может продолжить командой /next.
err-cannot-act = { $name } не может действовать: вне строя, во сне, без сознания, в бегах или вне боя.
err-not-in-encounter = { $name } не участвует в этом бою.
err-initiative-rolled = Инициатива для этого боя уже брошена.
err-no-pcs = К бою ещё не присоединился ни один персонаж; сначала используйте /join.

err-already-joined = { $name } уже участвует в этом бою.
err-name-taken-by-adversary = Противник в этом бою уже носит имя { $name }; сначала переименуйте одного из них.
err-too-many-pcs = В бою может быть не больше { $max } { $max ->
        [one] персонажа
        [few] персонажей
        [many] персонажей
       *[other] персонажа
    }.

err-attack-self = Участник боя не может атаковать сам себя.
err-target-not-in-encounter = { $name } не участвует в этом бою.
err-target-down = { $name } уже вне боя.
err-free-needs-adversary = Свободную атаку совершает противник: используйте as:<противник> с free:true.
err-no-free-attack = { $attacker }: нет свободной атаки по цели { $target }; свободные атаки даются после неудачного бегства, по одной на противника.
err-offhand-adversary = Противники атакуют своей единственной атакой; offhand им недоступен.
err-offhand-same-weapon = { $weapon } не может быть одновременно основным и вторым оружием (offhand).
err-maimed-no-offhand = { $name }: Увечье — нет руки, бой с двух рук невозможен.
err-weapon-broken = У оружия { $weapon } заполнены все отметки износа; отремонтируйте его перед использованием.

err-no-pending-hit = Ни одно попадание не ждёт выбора доспеха.
err-armour-too-few-dots = У { $piece ->
        [basic] простого доспеха
        [light] лёгкого доспеха
        [heavy] тяжёлого доспеха
        [shield] щита
        [helmet] шлема
       *[other] { $piece }
    } только { $free } { $free ->
    [one] свободная отметка
    [few] свободные отметки
    [many] свободных отметок
   *[other] свободной отметки
} износа.
err-armour-too-many-dots = Для отмены { $ones ->
    [one] осталась только { $ones } единица
    [few] остались только { $ones } единицы
    [many] осталось только { $ones } единиц
   *[other] осталось только { $ones } единицы
}.

err-no-pending-fumble = Ни один критический провал не ждёт выбора.
err-fumble-not-an-ally = { $name } — не другой персонаж этого боя, который ещё в строю.
err-unknown-item = { $name } не носит ни оружия, ни доспеха под названием { $item }.
err-item-full = У предмета { $item } уже заполнены все отметки износа.

err-cannot-flee-slower = { $name } медленнее противников и не может сбежать.
err-adversary-not-standing = { $name } больше не участвует в бою.
err-no-standing-adversaries = Ни один противник не остался в строю.

## ---------------------------------------------------------------- Описания команд
## cmd-<путь> описывает команду; cmd-<путь>-<параметр> — один из её параметров.

cmd-encounter = Начать, завершить или показать игру в канале
cmd-encounter-start = Начать игру здесь; кто её начал, тот её и ведёт
cmd-encounter-start-ruleset = Игра, в которую играет этот сервер (по умолчанию FLAIL)
cmd-encounter-start-surprise = FLAIL: какая сторона получает фору (внезапность)
cmd-encounter-end = Завершить игру в канале (затем — заключительные броски, если они есть)
cmd-encounter-show = Показать трекер: чей ход и в каком состоянии каждый
cmd-session = Управление сессией
cmd-session-end = Завершить сессию: снимает эффекты до конца сессии, например «Боль»
cmd-character = Создание персонажей и управление ими
cmd-character-create = Создать персонажа на этом сервере
cmd-character-create-name = Имя персонажа
cmd-character-create-class = Класс персонажа
cmd-character-create-str = Сила (2–12)
cmd-character-create-dex = Ловкость (2–12)
cmd-character-create-int = Интеллект (2–12)
cmd-character-create-cha = Харизма (2–12)
cmd-character-create-luck = Удача (2–12)
cmd-character-create-hp = Макс. ОЗ, если не по классу
cmd-character-create-religion = Религия клирика (задаёт оружие специализации)
cmd-character-show = Показать лист персонажа
cmd-character-show-character = Чей лист (по умолчанию ваш)
cmd-character-edit = Изменить персонажа
cmd-character-edit-character = Какого персонажа изменить
cmd-character-edit-name = Новое имя
cmd-character-edit-class = Новый класс
cmd-character-edit-religion = Новая религия
cmd-character-edit-str = Новая Сила
cmd-character-edit-dex = Новая Ловкость
cmd-character-edit-int = Новый Интеллект
cmd-character-edit-cha = Новая Харизма
cmd-character-edit-luck = Новая Удача
cmd-character-edit-hp = Новые текущие ОЗ
cmd-character-edit-max-hp = Новый максимум ОЗ
cmd-character-delete = Удалить персонажа
cmd-character-delete-character = Какого персонажа удалить
cmd-character-list = Список персонажей сервера
cmd-character-weapon = Дать персонажу оружие (из таблицы или своё с th и dmg)
cmd-character-weapon-character = Кто его носит
cmd-character-weapon-weapon = Оружие из таблицы (например, short bow) или новое название
cmd-character-weapon-th = Кубы попадания (ПОП)
cmd-character-weapon-dmg = Урон (УР)
cmd-character-weapon-missile = Дальнобойное оружие (для необязательного правила характеристик)
cmd-character-weapon-specialty = Считается ли оно оружием специализации класса
cmd-character-weapon-remove = Вместо этого убрать оружие
cmd-character-armour = Надеть (или снять) элемент доспеха
cmd-character-armour-character = Кто его носит
cmd-character-armour-piece = Элемент доспеха
cmd-character-armour-remove = Вместо этого снять
cmd-adversary = Добавить или убрать противников (Мастер)
cmd-adversary-add = Добавить противников в бой
cmd-adversary-add-name = Имя (несколько нумеруются: Гоблин 1, Гоблин 2…)
cmd-adversary-add-hp = Хиты
cmd-adversary-add-defence = Защита (снижение урона)
cmd-adversary-add-saves = Значение спасбросков
cmd-adversary-add-morale = Значение морали
cmd-adversary-add-th = Атака: кубы попадания
cmd-adversary-add-dmg = Атака: урон
cmd-adversary-add-count = Сколько
cmd-adversary-remove = Убрать противника со стола
cmd-adversary-remove-name = Какого противника
cmd-join = Ввести персонажа в бой
cmd-join-character = Персонаж или несколько через запятую
cmd-initiative = Начать следующий раунд; если игра канала бросает инициативу — бросить её
cmd-next = Завершить текущий ход, активацию, фазу или шаг
cmd-undo = Отменить последнее действие в канале
cmd-log = Показать журнал бросков
cmd-log-limit = Сколько бросков
cmd-attack = Атака оружием, атакой или атакующим заклинанием
cmd-attack-target = Кого атаковать
cmd-attack-weapon = Оружие, атака или атакующее заклинание (по умолчанию первое пригодное)
cmd-attack-advantage = FLAIL: атака с преимуществом
cmd-attack-disadvantage = FLAIL: атака с помехой
cmd-attack-as = Кто действует, если не ваш персонаж (противник, существо…)
cmd-attack-free = FLAIL: свободная атака после неудачного бегства (Мастер)
cmd-armour = Отметить износ доспеха, чтобы отменить единицы попадания по вам
cmd-armour-piece = Какой элемент
cmd-armour-dots = Сколько отметок (0 — принять попадание)
cmd-armour-more = Оставить попадание открытым, чтобы задействовать ещё элемент
cmd-fumble = Разрешить свой критический провал
cmd-fumble-ally = Союзник, получающий к8 урона
cmd-fumble-item = Предмет, на котором отмечается износ
cmd-save = Бросить спасбросок (к20, не выше значения)
cmd-save-attribute = Характеристика
cmd-save-character = Кто бросает (по умолчанию ваш персонаж)
cmd-save-advantage = С преимуществом
cmd-save-disadvantage = С помехой
cmd-save-against = Встречный спасбросок против этого персонажа или противника
cmd-flee = Попытаться сбежать (спасбросок ЛОВ)
cmd-flee-character = Кто бежит (по умолчанию ваш персонаж)
cmd-flee-slower = Медленнее противников: сбежать нельзя
cmd-morale = Спасбросок морали для противника или для всех (Мастер)
cmd-morale-adversary = Какой противник (по умолчанию все в строю)
cmd-condition = Наложить или снять состояния
cmd-condition-add = Наложить состояние
cmd-condition-add-target = Кто
cmd-condition-add-condition = Состояние
cmd-condition-add-save = FLAIL: характеристика для спасброска в начале раунда (по умолчанию ЛОВ)
cmd-condition-remove = Снять состояние
cmd-condition-remove-target = Кто
cmd-condition-remove-condition = Состояние
cmd-damage = Нанести урон напрямую, вне атаки
cmd-damage-target = Кто
cmd-damage-amount = Сколько
cmd-heal = Лечить урон: вернуть потерянные ОЗ или Жизнь
cmd-heal-target = Кто
cmd-heal-amount = Сколько
cmd-rest = Отдохнуть и восстановиться
cmd-rest-kind = Короткий, долгий или полный
cmd-rest-character = Кто отдыхает (по умолчанию ваш персонаж)
cmd-settings = Настройки сервера (модераторы)
cmd-flail-table-attribute-rule = Необязательное правило характеристик для атак
cmd-deathroll = Бросок по таблице Смерти
cmd-deathroll-character = Кто бросает (по умолчанию ваш персонаж)
cmd-deathroll-attribute = Характеристика для +1 после «На волосок от смерти»
cmd-settings-language = Язык публичных ответов на этом сервере (модераторы)
cmd-settings-hide-adversary-hp = Показывать игрокам состояние вместо ОЗ противников (модераторы)
cmd-settings-gm-role = Участники с этой ролью считаются Мастерами (модераторы)
cmd-settings-clear-gm-role = Убрать роль Мастера (модераторы)
cmd-settings-ping-turns = Упоминать игрока, чей сейчас ход (модераторы)
cmd-settings-choice-timeout = Минуты ожидания выбора до варианта по умолчанию; 0 — без срока (модераторы)
cmd-help = Объяснить команды игры этого канала

## ---------------------------------------------------------------- Discord
language-server = язык сервера
language-en-US = English
language-cs = Čeština
language-ru = Русский

wound-unhurt = цел
wound-wounded = ранен
wound-badly-wounded = тяжело ранен
wound-down = повержен

title-log = Журнал бросков
title-characters = Персонажи
title-settings = Настройки
title-help = Справка
tracker-title-turn = Раунд { $round } · ▶ { $who }
tracker-title-setup = Схватка: подготовка
tracker-party = Отряд
tracker-foes = Противники
tracker-defeated = Выбыли: { $names }
tracker-title = Схватка
tracker-ended = Схватка окончена.
tracker-frozen = Схватка окончена: трекер остаётся таким, каким был в последний раз.
tracker-closed-idle = Схватка закрыта после { $days ->
    [one] { $days } дня
   *[other] { $days } дней
} без действий: трекер остаётся таким, каким был в последний раз, а канал свободен для новой игры.
tracker-closing = Итог боя.
tracker-closing-owed = Итог боя · ещё нужны броски по таблице Смерти: { $names } (/deathroll)

# Заголовки: кто что сделал и к чему это привело.
title-hit = { $who } попадает по { $target }: { $outcome }, урон { $amount }
title-hit-pending = { $who } попадает по { $target }: { $outcome }, ждём выбора брони
title-fell = { $who } сражает { $target }: { $outcome }, урон { $amount }
title-hit-blow = { $who } попадает по { $target }: { $outcome }
title-fell-blow = { $who } сражает { $target }: { $outcome }
title-miss = { $who } промахивается по { $target }
title-fumble = { $who }: критический провал
title-down = 💀 { $who } падает: нужен бросок по таблице Смерти
title-dead = 💀 { $who } погибает
title-party-dead = 💀 Отряд пал
title-fight-over = Бой окончен
title-fight-over-death = Бой окончен: { $who } — { $count ->
    [one] нужен бросок по таблице Смерти
   *[other] нужны броски по таблице Смерти
}
title-round = Раунд { $round }: первым действует { $who }
title-round-only = Раунд { $round }
title-turn = Ходит: { $who }
title-save = { $who }: спасбросок { $attribute }, { $outcome }
title-death = { $who }, таблица Смерти: { $outcome }
title-fled = { $who } убегает
title-flee-failed = { $who } не удаётся сбежать
title-morale-broken = { $who } теряет боевой дух
title-morale-held = { $who } сохраняет боевой дух
title-roll = { $who }: { $outcome }
status-line = Раунд { $round } · ▶ { $who } · далее: { $next }
status-line-alone = Раунд { $round } · ▶ { $who }
status-line-turn = ▶ { $who } · далее: { $next }
status-line-turn-alone = ▶ { $who }
status-waiting-armour = ⏳ { $who } выбирает доспех
status-waiting-fumble = ⏳ { $who } выбирает последствия критического провала
status-waiting-nonphysical = ⏳ { $who } выбирает доспех против нефизического урона { $amount }
embed-turn = Ходит: { $who }
embed-more = … и ещё { $count }

settings-title = Настройки этого сервера и стола:
settings-language = Язык публичных ответов: { $language }
settings-gm-role = Роль Мастера: { $role }
settings-gm-role-none = нет (только «Управлять каналами»)
settings-hide-adversary-hp = ОЗ противников скрыты от игроков: { $state }
settings-ping-turns = Упоминание при смене хода: { $state }
settings-choice-timeout = Срок на выбор: { $minutes } мин, затем вариант по умолчанию
settings-choice-timeout-off = Срок на выбор: выключен (выбор ждёт ответа)
settings-attribute-rule = Необязательное правило характеристик: { $state }

help-title = Команды для { $ruleset }
help-line = { $command } — { $description }
help-footer-flail = Мастер — тот, кто начал схватку, а также участники с правом «Управлять каналами» или с ролью Мастера.

button-armour = 🛡️ { $piece }: отменить { $dots ->
    [one] { $dots } единицу
    [few] { $dots } единицы
   *[other] { $dots } единиц
} (осталось точек: { $left })
button-take-hit = Принять удар (урон { $amount })
button-confirm = Да, выполнить
confirm-control = Это завершает не только ваш ход: кто-то ещё не действовал. Всё равно выполнить?
button-take-hit-outcome = Принять удар: { $outcome }
button-fumble-ally = Задеть: { $ally }
button-fumble-item = Отметить: { $item }
button-deathroll = 🎲 Бросок по таблице Смерти: { $who }
button-end-turn = Завершить ход: { $who }

permission-view-channel = Просматривать канал
permission-send-messages = Отправлять сообщения
permission-embed-links = Встраивать ссылки

err-option-role = { $option } должно быть ролью.
err-gm-role-both = Роль Мастера можно либо задать, либо убрать, но не то и другое сразу.
err-settings-moderator = Настройки сервера могут менять только участники с правом «Управлять каналами» (или с ролью Мастера).
err-table-settings-who = Настройки стола могут менять только модераторы, роль Мастера или тот, кто ведёт схватку в этом канале (или вёл последнюю).
err-stale-button = Эта кнопка устарела: с тех пор за столом уже всё изменилось.
err-guild-only = Narrator играет в каналах сервера, а не в личных сообщениях.
err-bot-permission = Здесь я не могу нормально отвечать: мне нужно право «{ $permission }» в этом канале.
err-rate-limited = Помедленнее: слишком много команд сразу. Попробуйте через мгновение.
err-internal-id = У нас что-то пошло не так (инцидент { $id }). Попробуйте ещё раз; если ошибка повторяется, сообщите этот код администратору сервера.
tracker-posted = Трекер опубликован в канале; он обновляется после каждого действия.

## ---------------------------------------------------------------- Rolls and odds
cmd-roll = Бросить кубики: 1d20+5, 4d6kh3, 8d10>=7, 4dF, 6x 4d6kh3 # комментарий…
cmd-roll-expression = Выражение с кубиками (запись — в /help или в README)
cmd-roll-label = Для чего бросок
cmd-roll-secret = Результат увидите только вы (Мастер прочтёт его в журнале)
cmd-odds = Точные шансы броска, с графиком
cmd-odds-expression = Выражение с кубиками, как для /roll
cmd-flail-odds-attack = Шансы броска на попадание во FLAIL
cmd-flail-odds-attack-th = Попадание (TH) оружия
cmd-flail-odds-attack-dmg = Урон (DMG) оружия
cmd-flail-odds-attack-defence = Защита цели
cmd-flail-odds-attack-advantage = Источники преимущества
cmd-flail-odds-attack-disadvantage = Источники помехи
cmd-flail-odds-attack-off-specialty = Оружие вне специализации класса (−1 кубик)
cmd-flail-odds-attack-blinded = Атакующий ослеплён (−2 кубика)
cmd-flail-odds-save = Шансы спасброска во FLAIL
cmd-flail-odds-save-value = Характеристика, под которую бросают (равно или меньше)
cmd-flail-odds-save-advantage = Источники преимущества
cmd-flail-odds-save-disadvantage = Источники помехи
cmd-arena-odds = Шансы атаки в «Войнах магов»
cmd-arena-odds-dice = Кубики атаки
cmd-arena-odds-armor = Броня цели (с учётом Пробивания и Разъедания)
cmd-arena-odds-resilient = Цель Стойкая (игнорирует обычный урон)
cmd-arena-odds-effect = Пороги таблицы эффектов, напр. «7+ Оглушение, 10+ Паралич»
cmd-arena-odds-effect-bonus = Прибавляется к броску эффекта (бонус типа урона атаки)
cmd-arena-odds-tough = Крепкий X цели, вычитается из броска эффекта

odds-title-roll = Шансы для { $expression }
odds-title-attack = Попадание с TH { $th } ({ $dice } { $dice ->
    [one] кубик
    [few] кубика
   *[other] кубиков
}), DMG { $dmg } против Защиты { $defence }
odds-title-save = Спасбросок под { $value } ({ $dice } к20)
odds-title-mage-wars = { $dice } { $dice ->
    [one] кубик
    [few] кубика
   *[other] кубиков
} атаки против Брони { $armor } (Стойкость: { $resilient })
odds-effect-heading = Кубик эффекта (к12):
odds-effect-none = без эффекта
odds-mean = Среднее: { $mean }
odds-expected-damage = Ожидаемый урон: { $mean }
odds-exact = Точные шансы (учтён каждый исход).
odds-simulated = Исходов слишком много, чтобы их пересчитать: { $trials } симуляций; среднее в пределах ±{ $margin } (95 %).
err-odds-effect-table = Укажите пороги таблицы эффектов числами от 1 до 20, напр. «7+ Оглушение, 10+ Паралич».

odds-chart-probability = Вероятность
odds-chart-result = Результат
odds-chart-outcome = Исход атаки
odds-chart-damage = Урон
odds-chart-kept-die = Оставленный кубик
odds-chart-effect-row = Бросок эффекта
odds-err-too-many-dice = Кубиков: { $dice } — больше, чем охватывают точные шансы (не больше { $max }).
odds-err-save-dice = Спасбросок — это от 1 до 3 к20, а не { $dice }.
odds-err-effect-rows = В таблице эффектов может быть не больше { $max } строк, а не { $rows }.
odds-err-effect-modifier = Модификатор эффекта { $modifier } вне допустимого диапазона (не больше ±{ $max }).

## ---------------------------------------------------------------- Запись бросков (/roll)

err-did-you-mean = Может быть, { $suggestion }?
err-roll-empty = Нечего бросать: напишите кубики, например `1d20+5` (один `# комментарий` — это не бросок).
err-roll-too-long = Бросок слишком длинный: { $len } { $len ->
        [one] символ
        [few] символа
       *[other] символов
    }, допускается не более { $max }.
err-roll-too-many-dice = Слишком много кубиков: не более { $max } за один бросок, считая повторы, взрывы и перебросы.
err-roll-sides = У кубика должно быть от { $min } до { $max } граней, а не { $sides } (для кубиков Fate используйте `dF`).
err-roll-zero-dice = Бросьте хотя бы один кубик (`0d6` ничего не бросает).
err-roll-repeats = Бросок можно повторить от 1 до { $max } раз (`6x 4d6kh3`).
err-roll-too-deep = Слишком глубокая вложенность: не более { $max } уровней скобок и знаков.
err-roll-number-too-big = Слишком большое число: наибольшее допустимое — { $max }.
err-roll-overflow = Результат слишком велик, чтобы его вычислить.
err-roll-division-by-zero = В броске деление на ноль.
err-roll-unexpected = Здесь непонятно `{ $found }`. Примеры: `1d20+5`, `4d6kh3`, `8d10>=7`, `6x 4d6kh3 # характеристики`.
err-roll-unexpected-end = Бросок обрывается: в конце чего-то не хватает (числа, кубиков или `)`).
err-roll-unbalanced = Скобки не совпадают: каждой `(` нужна своя `)`.
err-roll-unknown-op = Неизвестная операция с кубиками `{ $found }`. Доступны: `k p rr ro ra e mi ma !` с `h`, `l`, `>` или `<` (например, `4d6kh3`) и подсчёт успехов `>=7`, `t7`, `f1`.
err-roll-dice-maiden = `{ $found }` — это запись Dice Maiden; здесь пишите как в Avrae: `{ $avrae }` (например, `e6` взрывается повторно, `ro1` перебрасывает один раз, `pl1` отбрасывает наименьший).
err-roll-needs-number = После `{ $op }` нужно число (например, `kh3`, `e6`, `mi2`, `>=7`).
err-roll-failures-need-target = Провалы (`f`) вычитаются из успехов: сначала укажите цель, например `5d10t8f1` или `5d10>=8f1`.
err-roll-fate-op = Кубики Fate (`dF`) можно только оставлять или отбрасывать (`k`, `p`), но не `{ $op }`.
err-roll-rank-selector = `{ $op }` не может выбирать кубики по рангу (`h`/`l`): он бы никогда не остановился. Используйте значение, `>` или `<`, например `rr1` или `e>5`.
err-roll-endless = `{ $op }` подходил бы к любой грани кубика и никогда бы не остановился.
roll-note-cap = Кубик { $die } в группе { $group } (бросок { $row }) достиг предела в { $cap } взрывов или перебросов и на этом остановился.

## --- Notation: sets, checks, annotations, adv/dis, odds notes (begin) ---
err-roll-check-place = Сравнение (`>=`, `>`, `<=`, `<`, `==`) относится ко всему броску: пишите его один раз, в конце и вне скобок, например `1d20+5>=15`.
err-roll-set-op = Набор `(a, b)` может только оставлять или отбрасывать свои элементы (`k`, `p`, например `(1d20+5, 1d20+5)kh1`), но не `{ $found }`.
err-roll-annotation-unclosed = Пометке нужна закрывающая скобка, например `1d6 [огонь]`.
err-roll-annotation-too-long = Пометка может быть не длиннее { $max } символов.
err-roll-adv-needs-d20 = `{ $word }` превращает бросок, который начинается с одного к20, в два к20, из которых учитывается один (например `1d20+5 { $word }`); этот бросок не начинается с одного к20.
roll-check-pass = успех
roll-check-fail = провал
odds-check-pass = Успех
odds-check-fail = Провал
odds-capped = Бросок останавливает перебросы каждого кубика на { $cap }, а эти шансы дают им идти до конца: в { $chance } бросков какой-то кубик достигает этого предела, и там настоящий бросок расходится с этими шансами.
odds-computed = Посчитано исход за исходом в числах с плавающей точкой, без симуляции (точно примерно до 15 знаков).
## --- Notation (end) ---

## ---------------------------------------------------------------- FLAIL так, как его ведёт Мастер
## Несколько атак противника и их триггеры, бросок по таблице Смерти сразу, долгие
## состояния и износ снаряжения, доспех на тело, двуручное оружие, дистанции.

when-any-hit = Любое попадание
when-minor-hit = Слабое попадание
when-major-hit = Сильное попадание
when-death-blow = Смертельный удар
when-pair = пара
when-two-pairs = две пары
when-three-pairs = три пары
when-triplet = тройка
when-four-of-a-kind = каре
when-full-house = фулл-хаус
when-sequence = стрит
range-near = Близко (до 10 м)
range-distant = Далеко (больше 10 м)
range-far = Очень далеко (около 60 м, длинный лук)
morale-value = Мораль { $value }
poker-group = { $size ->
        [2] пара
        [3] тройка
        [4] каре
        [5] пять одинаковых
       *[other] шесть одинаковых
    } из { $value }
sheet-armour-removed = Доспех на тело — один вид: снято { $pieces } (оставлен самый тяжёлый).
state-poisoned = Отравлен ×{ $count }
event-death-roll-due = { $who } падает: бросок по таблице Смерти нужен сейчас — /deathroll.
title-surrendered = { $who } сдаётся
event-surrendered = { $who } сдаётся.
event-triggered = ⚡ { $who }, { $attack } — { $when }: { $text }
event-usage-repaired = { $who } чинит { $item } (отмечено { $marked }/{ $max }).
event-state-injured = { $who }: теперь «Ранен» ×{ $value }.
event-state-persistent-injury = У { $who } теперь Тяжёлая травма ×{ $value }.
event-state-maimed = { $value ->
        [0] { $who } больше не страдает от Увечья.
       *[other] { $who } получает Увечье: никаких двуручных предметов.
    }
event-state-hurt = { $value ->
        [0] { $who } больше не страдает от Боли.
       *[other] { $who } страдает от Боли: помеха на все спасброски до конца сессии.
    }
event-state-scarred = У { $who } теперь ХАР { $value }.
event-poisoned = { $who }: «Отравлен» ×{ $count }.
event-attack-set = { $names }: { $attack } ПОП { $th }, УР { $dmg }{ $count ->
        [0] .
       *[other] ; { $triggers }.
    }
event-attack-removed = { $names }: атака { $attack } убрана.
err-death-roll-due = { $name }: нужен бросок по таблице Смерти — сначала он (/deathroll character:{ $name }).
err-cannot-join-down = У { $name } 0 хитов: в бой не вступить.
err-no-party = Некому отдыхать: назовите персонажа или сначала проведите здесь бой.
err-usage-zero = Укажите отметки: положительное число отмечает износ, отрицательное чинит.
err-usage-range = У { $item } отмечено { $marked } из { $max }: столько не отметить и не починить.
err-armour-body-worn = На { $name } уже доспех на тело ({ $piece }): базовый, лёгкий и тяжёлый — один вид (сначала снимите его).
err-maimed-two-handed = У { $name } Увечье: двуручное оружие { $weapon } недоступно.
err-out-of-range = { $weapon } не достаёт на дистанцию «{ $range ->
        [near] Близко
        [distant] Далеко
       *[far] Очень далеко
    }».
err-unknown-attack = У { $name } нет атаки { $attack }.
err-attack-made = { $name }: атака { $attack } в этот ход уже была.
err-no-attacks = У { $name } нет атак: добавьте через /adversary attack.
err-attacks-all-made = { $name }: все атаки этого хода уже проведены; ход передаёт /next.
err-th-dmg-together = Укажите th и dmg вместе (одна атака) или ни одного (именные атаки добавляет /adversary attack).
err-trigger-text = Текст триггера — от 1 до { $max } символов.
err-trigger-needs-both = Триггеру нужны и when:, и trigger:.
err-attack-needs-th-dmg = Новой атаке { $attack } нужны th и dmg.
err-too-many-attacks = У { $name } уже предельное число атак ({ $max }).
err-too-many-triggers = У { $attack } уже предельное число триггеров ({ $max }).
err-state-pc-only = Долгие состояния бывают только у персонажей игроков ({ $name } — противник).
err-state-missing = У { $name } нет состояния «{ $state ->
        [injured] Ранен
        [persistent-injury] Тяжёлая травма
        [maimed] Увечье
        [hurt] Боль
       *[other] Шрам
    }».
## The weapon table's names: accepted as input in every locale, shown in the reader's.
weapon-battle-axe = боевой топор
weapon-hand-axe = ручной топор
weapon-club = дубина
weapon-dagger = кинжал
weapon-flail = цеп
weapon-garrotte = гаррота
weapon-mace = булава
weapon-maul = кувалда
weapon-morningstar = моргенштерн
weapon-polearm = древковое оружие
weapon-quarterstaff = боевой посох
weapon-scythe = коса
weapon-spiked-chain = шипастая цепь
weapon-great-sword = двуручный меч
weapon-short-sword = короткий меч
weapon-warhammer = боевой молот
weapon-whip = кнут
weapon-blowgun = духовая трубка
weapon-long-bow = длинный лук
weapon-short-bow = короткий лук
weapon-crossbow = арбалет
weapon-darts = дротики
weapon-sling = праща
weapon-spear = копьё
weapon-throwing-knives = метательные ножи
weapon-improvised = подручное оружие
weapon-unarmed = без оружия
cmd-adversary-attack = Добавить, изменить или убрать именную атаку противника и её триггеры (Мастер)
cmd-adversary-attack-adversary = Какой противник (вид, напр. Goblin, меняет всех)
cmd-adversary-attack-attack = Название атаки (напр. коготь)
cmd-adversary-attack-th = Кубы попадания (ПОП)
cmd-adversary-attack-dmg = Урон (УР)
cmd-adversary-attack-when = Когда срабатывает триггер
cmd-adversary-attack-trigger = Что происходит (коротко, напр. схвачен)
cmd-adversary-attack-times = Сколько раз за ход (напр. 2 для «коготь, коготь»)
err-times-range = Атака делается от { $min } до { $max } раз за ход.
cmd-adversary-attack-remove = Вместо этого убрать атаку
cmd-character-usage = Отметить или починить износ оружия или части доспеха (Мастер)
cmd-character-usage-character = Чья вещь
cmd-character-usage-item = Оружие или часть доспеха (helmet, shield, basic, light, heavy)
cmd-character-usage-dots = Сколько отметок
cmd-character-usage-repair = Починить, а не отметить
cmd-character-weapon-two-handed = Двуручное (готовое оружие знает это само)
cmd-morale-surrender = Провал спасброска — сдача, а не бегство

## ---------------------------------------------------------------- Mage Wars
## Термины по правилам «Войн магов» (см. глоссарий): Жизнь, Броня, Приток маны, мана,
## кубик эффекта, Защита, Охрана, Контрудар, жетоны состояний.

help-footer-mage-wars = Без Мастера: каждый игрок действует за своего мага и его существ; кто начал игру, тот её организатор и заканчивает её. Организатор или модератор без мага исправляет стол.

condition-burn = Ожог
condition-rot = Гниение
condition-bleed = Кровотечение
condition-stun = Паралич
condition-daze = Оглушение
condition-slam = Опрокидывание
condition-weak = Слабость
condition-cripple = Травма
condition-stuck = Застревание
condition-corrode = Разъедание

type-acid = Кислота
type-flame = Пламя
type-hydro = Вода
type-light = Свет
type-lightning = Молния
type-poison = Яд
type-psychic = Псионический
type-wind = Ветер

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

cmd-arena = Войны магов: маги, существа и их атаки на арене
cmd-arena-mage = Вывести своего мага на арену
cmd-arena-mage-name = Имя мага
cmd-arena-mage-life = Жизнь, как на карте
cmd-arena-mage-armor = Броня
cmd-arena-mage-channeling = Приток маны: мана, получаемая каждый раунд
cmd-arena-mage-zone = Стартовая зона (ряды A–C, столбцы 1–4)
cmd-arena-mage-mana = Начальный Запас маны (по умолчанию 10)
cmd-arena-mage-defense = Защита N+ (на кубике эффекта), если есть
cmd-arena-creature = Поместить существо на арену или призвать его, оплатив стоимость
cmd-arena-creature-name = Имя существа
cmd-arena-creature-life = Жизнь
cmd-arena-creature-armor = Броня
cmd-arena-creature-zone = Его зона (по умолчанию зона его мага)
cmd-arena-creature-mage = Маг, которому оно принадлежит (по умолчанию ваш)
cmd-arena-creature-cost = Стоимость в мане: маг призывает его сейчас, и оно сразу активировано
cmd-arena-creature-quick = Использовать жетон быстрого заклинания вместо действия мага
cmd-arena-creature-defense = Защита N+ (на кубике эффекта)
cmd-arena-creature-tough = Крепкий −X: снижает броски эффекта против него
cmd-arena-creature-resilient = Стойкий: игнорирует обычный урон от атак
cmd-arena-creature-aegis = Эгида X: атакующие бросают на X кубиков меньше
cmd-arena-creature-counterstrike = Контрудар: бьёт в ответ атакующих в ближнем бою
cmd-arena-creature-flying = Летающий
cmd-arena-creature-unmovable = Неподвижный
cmd-arena-creature-elusive = Неуловимый: вражеские существа никогда не мешают его движению
cmd-arena-creature-pest = Вредитель: никогда не мешает движению врага
cmd-arena-creature-regeneration = Регенерация X: снимает X урона в каждую фазу Поддержания
cmd-arena-creature-upkeep = Стоимость поддержания, которую его маг платит каждый раунд
cmd-arena-creature-damage-types = Тип урона ±X, напр. «flame +2, hydro -2»
cmd-arena-attack = Один раз зарегистрировать атаку или атакующее заклинание для /attack
cmd-arena-attack-name = Название атаки, как на карте
cmd-arena-attack-dice = Кубики атаки
cmd-arena-attack-as = Чья атака (по умолчанию вашего мага)
cmd-arena-attack-range = «melee» (ближний бой, по умолчанию) или дистанция, напр. 0-2 или 1-2
cmd-arena-attack-effect = Таблица эффектов, напр. «7-8: 1 burn; 9+: 2 burn»
cmd-arena-attack-type = Тип урона
cmd-arena-attack-piercing = Пробивание +X
cmd-arena-attack-unavoidable = Неотвратимый: без броска Защиты
cmd-arena-attack-strikes = Удары: 2 — Двойной удар, 3 — Тройной удар
cmd-arena-attack-cost = Стоимость заклинания в мане, оплачивается при каждом розыгрыше
cmd-arena-attack-full = Полное действие (нельзя после перемещения)
cmd-arena-attack-barrier = Защитный барьер: сам поражает атакующих в ближнем бою
cmd-arena-remove = Убрать мага или существо с арены
cmd-arena-remove-name = Кого
cmd-activate = Войны магов: активировать существо или мага ради действия, которое Narrator не отслеживает
cmd-activate-as = Кого (по умолчанию вашего мага)
cmd-guard = Войны магов: действие существа — Охрана
cmd-guard-as = Какое существо (по умолчанию ваш маг)
cmd-move = Войны магов: переместиться на одну зону
cmd-move-zone = Зона, куда переместиться
cmd-move-as = Кто перемещается (по умолчанию ваш маг)
cmd-cast = Войны магов: разыграть заклинание, оплатив его стоимость в мане
cmd-cast-cost = Стоимость в мане
cmd-cast-as = Маг, разыгрывающий заклинание (по умолчанию ваш)
cmd-cast-spell = Название заклинания
cmd-cast-quick = Использовать жетон быстрого заклинания
cmd-cast-target = Цель заклинания
cmd-cast-mark = Атаки по цели бросают на столько кубиков больше (Marked for Death)

mw-tracker-title = Арена
mw-started = В этом канале начинается игра «Войны магов». Выводите своих магов на арену командой /arena mage.
mw-ended = Игра окончена; арена очищена.
mw-mage-added = { $name } выходит на арену в зоне { $zone }; мана: { $mana }.
mw-creature-added = { $name } выходит на арену в зоне { $zone }.
mw-creature-summoned = В зоне { $zone } призвано существо { $name }; в этом раунде оно не может действовать.
mw-attack-registered = { $owner }: теперь доступна атака { $attack }.
mw-removed = { $name } покидает арену.
mw-initiative-rolled = Бросок инициативы на кубике эффекта: { $rolls }
mw-round-started = **Раунд { $round }** — инициативу получает { $mage }.
mw-reset = Обновление: жетоны действия, быстрого заклинания и Защиты снова готовы.
mw-channeled = { $mage }: Приток маны +{ $gained } → { $mana }.
mw-burn-rolled = { $name } горит: { $faces } → урон { $damage }; { $removed ->
    [0] ни один жетон Ожога не снимается
    [one] снимается { $removed } жетон Ожога
    [few] снимаются { $removed } жетона Ожога
    [many] снимаются { $removed } жетонов Ожога
   *[other] снимается { $removed } жетона Ожога
}.
mw-rot-damage = { $name } гниёт: урон { $damage }.
mw-bleed-damage = { $name } истекает кровью: урон { $damage }.
mw-regenerated = { $name } регенерирует: снято { $healed } урона.
mw-upkeep-paid = { $mage } платит { $cost } { $cost ->
    [one] ману
    [few] маны
    [many] маны
   *[other] маны
} за Поддержание существа { $name } → { $mana }.
mw-upkeep-unpaid = У { $mage } лишь { $mana } { $mana ->
    [one] мана
    [few] маны
    [many] маны
   *[other] маны
} — не хватает на поддержание существа { $name } ({ $cost }): оно уничтожено.
mw-upkeep-unpaid-no-mage = Маг существа { $name } покинул арену: поддержание ({ $cost } маны) платить некому, и оно уничтожено.
mw-turn-of = Фаза действия: игрок мага { $mage }.
mw-passed = Игрок мага { $mage } пасует.
mw-action-stage-over = Все существа уже действовали: последняя фаза быстрых заклинаний. /initiative начинает следующий раунд.
mw-activated = { $name } активируется.
mw-slam-became-daze = { $name } поднимается: Опрокидывание превращается в жетон Оглушения.
mw-markers-expired = { $name } завершает фазу действия; сняты жетоны: { $conditions }.
mw-moved = { $name } перемещается { $from } → { $to }.
mw-moved-hindered = { $name } перемещается { $from } → { $to }; перемещение затруднено врагом: дальше двигаться нельзя.
mw-escaped = { $name } освобождается: кубик эффекта { $face } (7+) снимает жетон «{ $condition }».
mw-escape-failed = { $name } не освобождается: кубик эффекта { $face } (нужно 7+).
mw-guarding = { $name } встаёт на Охрану.
mw-guard-dropped = { $name } снимается с Охраны.
mw-a-spell = заклинание
mw-cast = { $mage } разыгрывает { $spell } за { $cost } { $cost ->
    [one] ману
    [few] маны
    [many] маны
   *[other] маны
} → осталось { $mana }.
mw-quickcast = { $mage } разыгрывает { $spell } как быстрое заклинание за { $cost } { $cost ->
    [one] ману
    [few] маны
    [many] маны
   *[other] маны
} → осталось { $mana }.
mw-marked = Атаки по цели { $target } теперь бросают на { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
    [many] { $dice } кубиков
   *[other] { $dice } кубика
} больше.
mw-condition-changed = { $name }: { $markers } × { $condition }.
mw-damaged = { $name } получает прямой урон { $amount } → жизнь { $left }/{ $life }.
mw-healed = { $name } излечивается на { $amount } → жизнь { $left }/{ $life }.
mw-destroyed = **Существо { $name } уничтожено.**
mw-mage-killed = **Маг { $name } убит.**
mw-counterstrike-offered = { $defender } может нанести Контрудар атакующему { $attacker } (ближний бой).
mw-game-won = **{ $mage } побеждает в игре.**
mw-game-over = **Игра окончена: на арене не осталось ни одного мага.**

mw-one-off-spell = разовое заклинание
mw-attack-heading = **Атака: { $attacker } → { $target }** ({ $attack }).
mw-attack-counter = **Контрудар: { $attacker } → { $target }** ({ $attack }).
mw-attack-barrier = **Защитный барьер: { $attacker } → { $target }** ({ $attack }).
mw-attack-mana = Мана: −{ $cost } → осталось { $mana }.
mw-daze-missed = Оглушение: кубик эффекта { $face } (нужно 7+) — этот удар мимо.
mw-daze-hit = Оглушение: кубик эффекта { $face } (7+) — удар проходит.
mw-mod-marked = метка
mw-mod-damage-type = тип урона
mw-mod-aegis = Эгида
mw-mod-weak = Слабость
mw-attack-dice = Кубики атаки: { $printed }{ $modifiers } = { $dice }
mw-strike = Удар { $number }:
mw-defense-avoided = Защита { $needed }+: кубик эффекта { $face }{ $modifier } — атаки удалось избежать.
mw-defense-failed = Защита { $needed }+: кубик эффекта { $face }{ $modifier } — избежать атаки не удалось.
mw-attack-faces = Кубики: { $faces } → обычный урон { $normal }, критический { $critical }
mw-damage-armor = Броня { $armor } → **урон { $damage }**
mw-damage-resilient = Стойкий: обычный урон не учитывается → **урон { $damage }**
mw-effect = Кубик эффекта { $face }{ $modifier } = { $total } → { $markers }
mw-effect-none = Кубик эффекта { $face }{ $modifier } = { $total } → без эффекта
mw-effect-bare = Кубик эффекта { $face } → { $markers }
mw-effect-none-bare = Кубик эффекта { $face } → без эффекта
mw-attack-total = { $target }: жизнь { $left }/{ $life }.

mw-view-setup = Подготовка: выведите на арену магов и существ, затем /initiative начнёт раунд 1.
mw-view-round = Раунд { $round } · инициатива: { $mage }
mw-view-turn = Фаза действия: игрок мага { $mage }
mw-view-empty = Арена пуста.
mw-view-object = **{ $name }** жизнь { $left }/{ $life }, Броня { $armor }
mw-view-mana = мана { $mana } (+{ $channeling })
mw-view-quickcast-used = быстрое заклинание использовано
mw-view-defense = Защита { $target }+ готова
mw-view-defense-used = Защита { $target }+ использована
mw-view-guarding = на Охране
mw-view-activated = действие использовано
mw-view-marked = атаки по цели: кубики +{ $dice }

button-counterstrike = Контрудар: { $defender } ({ $attack })
button-end-phase = Завершить фазу действия
button-next-round = Следующий раунд

err-not-in-ruleset = /{ $command } не входит в правила { $ruleset } — в этом канале играют по правилам { $ruleset }.
err-option-not-in-ruleset = Параметр { $option } ничего не значит в правилах { $ruleset }; уберите его.
err-game-running = В этом канале уже идёт игра по правилам { $ruleset }. Сначала завершите её командой /encounter end.
err-mw-not-a-condition = { $condition } — это не состояние «Войн магов».
err-mw-inline-needs-dice = Разовому заклинанию нужны кубики атаки: добавьте dice: (дистанция, эффект и стоимость необязательны).
err-mw-weapon-or-inline = Укажите либо зарегистрированную атаку через weapon:, либо разовое заклинание через dice:, но не то и другое.

## Mage Wars refusals (src/rules/mage_wars).
err-mw-action-used = Действие этого объекта в этой фазе действия уже использовано.
err-mw-already-acting = В этой фазе действия уже действует { $name }; в одной фазе действует только один объект.
err-mw-already-activated = { $name }: в этом раунде уже действовал(а).
err-mw-already-have-mage = У вас уже есть маг на этой арене: { $name }.
err-mw-amount = Количество должно быть от 1 до { $max }.
err-mw-armor = Броня может быть не больше { $max }.
err-mw-attack-name-taken = У { $name } уже есть атака { $attack }.
err-mw-attack-self = Объект не может атаковать сам себя.
err-mw-bad-zone = Такой зоны на арене нет (от A1 до C4).
err-mw-barrier-attack = { $attack } — защитный барьер: он бьёт сам, атаковать им нельзя.
err-mw-cannot-pass = Пасовать можно, только если у вас меньше неактивированных существ, чем у соперника; активируйте кого-нибудь или используйте /activate.
err-mw-channeling = Приток маны может быть не больше { $max }.
err-mw-cost = Стоимость — не больше { $max } маны.
err-mw-count = Число жетонов должно быть от 1 до { $max }.
err-mw-counter-melee = Контрудар должен быть атакой ближнего боя.
err-mw-damage-type-syntax = Не удалось прочитать тип урона «{ $text }»; напишите, например, «flame +2».
err-mw-damage-type-twice = Тип урона { $type } указан дважды.
err-mw-damage-type-value = Модификатор типа { $type } должен быть от -{ $max } до +{ $max } и не 0.
err-mw-damage-types = Не больше { $max } типов урона.
err-mw-defense = Защита должна быть от 1 до { $max }.
err-mw-dice = Атака бросает от 1 до { $max } кубиков.
err-mw-effect-condition-twice = В строке эффектов { $condition } указано дважды.
err-mw-effect-empty = Строка эффектов, начинающаяся с { $roll }, не даёт жетонов.
err-mw-effect-overlap = Строки эффектов пересекаются на { $roll }; каждому броску должна подходить одна строка.
err-mw-effect-roll = Броски эффекта — от 1 до { $max }, меньшее число первым.
err-mw-effect-rows = В таблице эффектов не больше { $max } строк.
err-mw-effect-syntax = Не удалось прочитать строку эффектов «{ $text }»; напишите, например, «7-8: 1 burn; 9+: 2 burn, 1 daze».
err-mw-full-after-move = Полное действие не может следовать за перемещением в той же фазе действия.
err-mw-game-over = Игра окончена; осталась только команда /encounter end.
err-mw-hindered = Перемещение затруднено: в этой фазе действия больше перемещаться нельзя.
err-mw-host-only = Это может только организатор игры или модератор.
err-mw-incapacitated = { $name } — беспомощен: его можно только активировать (/activate).
err-mw-incapacitated-attack = { $name } — беспомощен: сотворяет только быстрые заклинания, не атакующие.
err-mw-summon-full = Призыв существа { $name } занимает полное действие мага: быстрым он быть не может (уберите quick:).
err-mw-internal = Учёт арены дал сбой; ничего не изменилось.
err-mw-life = Жизнь должна быть от 1 до { $max }.
err-mw-mana = Маны может быть не больше { $max }.
err-mw-mark = Метка добавляет или убирает не больше { $max } кубиков.
err-mw-mark-needs-target = Для метки нужна цель.
err-mw-must-attack-guard = Эту зону охраняет { $guard }: атаки ближнего боя здесь должны быть направлены на охрану.
err-mw-name-taken = На арене уже есть { $name }.
err-mw-need-two-mages = Для раунда на арене нужны хотя бы два мага.
err-mw-no-counter-offer = Здесь нечем ответить контрударом.
err-mw-no-damage = У { $name } нет урона, который можно вылечить.
err-mw-no-mage = У вас нет мага на этой арене; добавьте его командой /arena mage.
err-mw-no-markers = У { $name } нет жетонов: { $condition }.
err-mw-no-moves-left = В этой фазе действия перемещений больше не осталось.
err-mw-not-a-damage-type = { $type } — не тип урона (acid, flame, hydro, light, lightning, poison, psychic, wind).
err-mw-not-a-mage = { $name } — не маг.
err-mw-not-a-player = Это может только игрок с магом, организатор игры или модератор.
err-mw-not-action-stage = Это возможно только на этапе действий; начните раунд командой /initiative.
err-mw-not-adjacent = { $name } перемещается только на одну зону по прямой: { $from } → { $to } — не соседние зоны.
err-mw-not-enough-mana = Не хватает маны: осталось { $mana }, нужно { $cost }.
err-mw-not-your-turn = Сейчас фаза действия игрока, который играет за { $mage }.
err-mw-not-yours = { $name } вам не принадлежит.
err-mw-out-of-range = { $name } вне дистанции (расстояние { $distance }).
err-mw-quickcast-used = Быстрое заклинание мага { $mage } в этом раунде уже использовано.
err-mw-range = Дистанция — от 0 до { $max } зон, меньшее число первым.
err-mw-range-syntax = Не удалось прочитать дистанцию «{ $text }»; напишите melee, 0-2 или 2.
err-mw-round-not-over = Этап действий ещё идёт; сначала завершите его командой /next.
err-mw-strikes = Атака наносит от 1 до { $max } ударов.
err-mw-target-flying = { $name } летает: атаковать его в ближнем бою могут только летающие, если он не в охране.
err-mw-too-many-attacks = У { $name } уже { $max } атак (максимум).
err-mw-too-many-mages = На арене может быть не больше { $max } магов.
err-mw-too-many-objects = На арене может быть не больше { $max } магов и существ.
err-mw-trait = { $trait } — не больше { $max }.
err-mw-unknown-attack = У { $name } нет атаки { $attack }.
err-mw-unknown-name = На арене нет ничего с именем { $name }.
err-mw-unmovable = { $name } — Неподвижный.
err-mw-which-attack = У { $name } несколько атак (или ни одной): назовите одну через weapon: или укажите dice:.

## /help in a Mage Wars channel, where a shared verb means something else.
help-mage-wars-next = Завершить свою фазу действия (или пасовать, если неактивированных существ меньше)
help-mage-wars-damage = Вручную нанести прямой урон
help-mage-wars-heal = Снять урон
help-mage-wars-encounter-show = Показать сводку арены: раунд, фаза действия, урон, мана, жетоны
help-mage-wars-condition-add = Положить жетоны состояний на мага или существо (extra: count:)
help-mage-wars-condition-remove = Снять жетоны состояний (extra: count:, по умолчанию все)

## Властелин колец: Карточная игра — фаза боя.
cmd-lcg = Властелин колец LCG: игроки, герои, союзники, враги и колода встреч
cmd-lcg-player = Займите место за столом (по часовой стрелке после остальных)
cmd-lcg-player-name = Ваше имя игрока
cmd-lcg-player-threat = Ваша начальная угроза
cmd-lcg-player-first = Взять жетон первого игрока
cmd-lcg-hero = Ввести в игру героя
cmd-lcg-hero-name = Имя героя
cmd-lcg-hero-attack = Сила атаки
cmd-lcg-hero-defense = Сила защиты
cmd-lcg-hero-hit-points = Здоровье
cmd-lcg-hero-player = Чей герой (по умолчанию ваш)
cmd-lcg-hero-ranged = Дальний бой: может атаковать врагов, вступивших в бой с другими игроками
cmd-lcg-hero-sentinel = Часовой: может защищать других игроков
cmd-lcg-ally = Ввести в игру союзника
cmd-lcg-ally-name = Имя союзника
cmd-lcg-ally-attack = Сила атаки
cmd-lcg-ally-defense = Сила защиты
cmd-lcg-ally-hit-points = Здоровье
cmd-lcg-ally-player = Чей союзник (по умолчанию ваш)
cmd-lcg-ally-ranged = Дальний бой: может атаковать врагов, вступивших в бой с другими игроками
cmd-lcg-ally-sentinel = Часовой: может защищать других игроков
cmd-lcg-enemy = Выложить врага в зону сбора (или сразу ввести его в бой)
cmd-lcg-enemy-name = Имя врага
cmd-lcg-enemy-attack = Сила атаки
cmd-lcg-enemy-defense = Сила защиты
cmd-lcg-enemy-hit-points = Здоровье
cmd-lcg-enemy-engagement = Стоимость вступления в бой
cmd-lcg-enemy-engage = Игрок, с которым враг сразу вступает в бой
cmd-lcg-card = Добавить карты под низ колоды встреч, с их эффектом тени
cmd-lcg-card-name = Название карты
cmd-lcg-card-attack = Тень: атакующий враг получает +X к атаке
cmd-lcg-card-defense = Тень: защищающий персонаж получает −X к защите
cmd-lcg-card-undefended = Тень: атака считается незащищённой
cmd-lcg-card-damage = Тень: защищающий персонаж получает X дополнительного урона
cmd-lcg-card-text = Любой другой эффект тени: его зачитают игрокам для розыгрыша
cmd-lcg-card-count = Сколько копий (по умолчанию 1)
cmd-lcg-shuffle = Перемешать колоду встреч
cmd-lcg-shuffle-discard = Сначала замешать в неё сброс
cmd-lcg-threat = Задать угрозу игрока (50 — выбывает из игры)
cmd-lcg-threat-value = Новая угроза
cmd-lcg-threat-player = Чья угроза (по умолчанию ваша)
cmd-lcg-refresh = Фаза восстановления: подготовить все карты, +1 угрозы каждому, передать жетон
cmd-lcg-ready = Подготовить персонажа (эффект карты)
cmd-lcg-ready-name = Какого персонажа
cmd-lcg-exhaust = Истощить персонажа (задание, эффект карты)
cmd-lcg-exhaust-name = Какого персонажа
cmd-lcg-remove = Персонаж или враг покидает игру (эффект карты)
cmd-lcg-remove-name = Какая карта
cmd-engage = Властелин колец LCG: враг вступает в бой с игроком
cmd-engage-enemy = Враг
cmd-engage-player = Игрок, с которым он вступает в бой (по умолчанию вы)
cmd-combat = Властелин колец LCG: фаза боя, шаг за шагом
cmd-combat-start = Начать фазу боя: раздать карты тени
cmd-combat-start-order = Первый игрок: порядок врагов с равной стоимостью вступления, напр. "Wolf, Orc"
cmd-combat-continue = Перейти к следующему шагу (после ваших действий)
cmd-combat-enemy = Выбрать врага, который атакует вас или которого атакуете вы
cmd-combat-enemy-enemy = Враг
cmd-combat-defend = Объявить защитника (он истощается)
cmd-combat-defend-character = Защищающий персонаж
cmd-combat-undefended = Оставить атаку незащищённой
cmd-combat-hero = Выбрать героя, который получит урон незащищённой атаки
cmd-combat-hero-hero = Герой
cmd-combat-attackers = Объявить атакующих (они истощаются)
cmd-combat-attackers-names = Персонажи через запятую, напр. "Aragorn, Legolas"

lotr-tracker-title = Фаза боя
lotr-started = Стол «Властелина колец: Карточной игры» готов. Займите места командой /lcg player, затем /lcg hero, /lcg enemy и /lcg card.
lotr-ended = Игра окончена; стол убран.
lotr-title-started = Стол «Властелина колец: Карточной игры» готов
lotr-title-eliminated = { $player } выбывает из игры (угроза 50)
lotr-title-enemy-attack = { $enemy } атакует игрока { $player }: защищает { $target }, { $damage } урона
lotr-title-enemy-attack-destroys = { $enemy } атакует игрока { $player }: защитник { $target } уничтожен
lotr-title-enemy-attack-undefended = { $enemy } атакует игрока { $player } без защиты: { $target } получает { $damage } урона
lotr-title-enemy-attack-undefended-destroys = { $enemy } атакует игрока { $player } без защиты: герой { $target } уничтожен
lotr-title-enemy-attack-nobody = { $enemy } атакует игрока { $player } без защиты: не осталось героя, который получил бы урон
lotr-title-player-attack = { $player } атакует врага { $enemy }: { $damage } урона
lotr-title-player-attack-defeats = { $player } атакует врага { $enemy }: враг побеждён
lotr-title-attack-declared = { $player } объявляет атаку на врага { $enemy }
lotr-skipped-enemy-attacks = Шаг 2 пропускает: { $players } — { $count ->
    [one] этого игрока
   *[other] этих игроков
} больше не атакует ни один враг.
lotr-skipped-no-target = Шаг 3 пропускает: { $players } — не осталось вступивших в бой врагов для атаки.
lotr-skipped-no-attacker = Шаг 3 пропускает: { $players } — нет готового персонажа, который мог бы атаковать.
lotr-status-refresh = Далее: фаза восстановления (/lcg refresh); жетон первого игрока у игрока { $player }.
lotr-status-before = Далее: фаза боя (/combat start); жетон первого игрока у игрока { $player }.
lotr-player-seated = **{ $player }** занимает место { $seat } с угрозой { $threat }.
lotr-player-seated-first = **{ $player }** занимает место { $seat } с угрозой { $threat } и берёт жетон первого игрока.
lotr-hero-added = Герой **{ $name }** вступает в игру за игрока { $player }.
lotr-ally-added = Союзник **{ $name }** вступает в игру за игрока { $player }.
lotr-enemy-added = **{ $name }** в зоне сбора.
lotr-cards-added = { $count } × { $name } добавлено в колоду встреч (карт: { $deck }).
lotr-shuffled = { $discard ->
    [0] Колода встреч перемешана (карт: { $cards }).
   *[other] Сброс ({ $discard }) замешан обратно в колоду встреч (карт: { $cards }).
}
lotr-engaged = **{ $enemy }** вступает в бой с игроком { $player }.
lotr-threat = Угроза игрока { $player }: { $from } → { $to }.
lotr-eliminated = **{ $player }** достигает угрозы 50 и выбывает из игры: его карты покидают игру, его враги возвращаются в зону сбора.
lotr-all-eliminated = Все игроки выбыли. Игра проиграна.
lotr-refreshed = Фаза восстановления: подготовлено карт: { $readied }, угроза +1 каждому. Жетон первого игрока переходит к игроку { $player }.
lotr-exhausted = { $name } истощён.
lotr-readied = { $name } готов.
lotr-removed = { $name } покидает игру.
lotr-shadows-dealt = Шаг 1: { $count ->
    [0] карты тени не розданы.
   *[other] карты тени розданы рубашкой вверх: { $enemies }.
}
lotr-deck-empty = Колода встреч пуста: { $enemies } в этой фазе без карты тени.
lotr-nothing-engaged = Ни один враг не вступил в бой: фаза боя сразу заканчивается.
lotr-step-enemy-attacks = **Шаг 2 — атаки врагов на игрока { $player }.**
lotr-step-player-attacks = **Шаг 3 — атакует { $player }.**
lotr-enemy-chosen = { $player } выбирает врага **{ $enemy }**.
lotr-defender = **{ $defender }** истощается, чтобы защищаться от врага { $enemy }.
lotr-defender-sentinel = **{ $defender }** (Часовой) истощается, чтобы защитить игрока { $player } от врага { $enemy }.
lotr-undefended = { $player } оставляет атаку врага { $enemy } незащищённой.
lotr-shadow-revealed = Карта тени врага { $enemy }: **{ $card }** — { $effect }.
lotr-no-shadow = У врага { $enemy } нет карты тени.
lotr-shadow-undefended = Тень делает атаку незащищённой: { $defender } остаётся истощённым, но не защищает.
lotr-defender-gone = { $defender } покинул игру: атака врага { $enemy } незащищённая.
lotr-attack-cancelled = { $enemy } покинул игру: его атака окончена.
lotr-hero-choice = Незащищённая атака: { $player } выбирает, какой герой получит урон врага { $enemy } ({ $heroes }).
lotr-enemy-damage = **{ $enemy }** атакует: { $sum } = **{ $damage }** урона.
lotr-enemy-damage-undefended = **{ $enemy }** атакует без защиты: { $sum } = **{ $damage }** урона, защита не учитывается.
lotr-hit = { $target } получает { $placed } урона.
lotr-hit-lost = (лишний урон { $lost } пропадает)
lotr-hit-nobody = Не осталось героя, который получил бы урон.
lotr-attackers-declared = Атакующие против врага { $enemy } (истощены): { $attackers }.
lotr-player-attack = { $player } атакует врага **{ $enemy }** (атакующие: { $attackers }): { $sum } = **{ $damage }** урона.
lotr-passed = { $player } больше не атакует.
lotr-no-attack = { $player } не атакует врага { $enemy }.
lotr-defeated-character = **{ $name }** уничтожен и уходит в сброс игрока { $player }.
lotr-defeated-enemy = **{ $name }** побеждён и уходит в сброс колоды встреч.
lotr-combat-ended = Шаг 4: сброшено карт тени: { $discarded }. Фаза боя окончена.
lotr-damaged = Эффект карты наносит { $amount } урона: { $target }.
lotr-healed = { $target }: вылечено { $amount } урона.
lotr-effect-none = без эффекта тени
lotr-effect-attack = атака +{ $x }
lotr-effect-defense = защитник −{ $x } к защите
lotr-effect-undefended = атака незащищённая
lotr-effect-damage = защитник получает { $x } дополнительного урона
lotr-effect-text = «{ $text }» (разыграйте сами)
lotr-tracker-step = Фаза боя, шаг { $step }: { $step ->
    [1] карты тени розданы
    [2] атаки врагов
   *[other] атаки игроков
} · ▶ { $player }
lotr-tracker-refresh = Фаза боя окончена · далее: фаза восстановления · первый игрок: { $player }
lotr-tracker-before = Перед фазой боя · первый игрок: { $player }
lotr-view-played-by = играет { $name }
lotr-view-stats = { $bar } здоровье · ⚔ атака { $attack } · 🛡 защита { $defense }
lotr-view-empty = Игроков пока нет: займите место командой /lcg player.
lotr-view-player = **{ $player }** — угроза { $threat }
lotr-view-player-eliminated = ~~{ $player }~~ — угроза { $threat }, выбыл из игры
lotr-view-staging = **Зона сбора**
lotr-view-deck = Колода встреч: карт { $deck } · сброс: { $discard }
lotr-flag-ally = союзник
lotr-flag-ranged = Дальний бой
lotr-flag-sentinel = Часовой
lotr-flag-exhausted = истощён
lotr-flag-engagement = вступление { $cost }
lotr-flag-shadow = карта тени
lotr-next-dealt = ▶ { $player }: разыграйте действия и переходите к атакам врагов.
lotr-next-choose-enemy = ▶ { $player }: выберите, какой враг атакует следующим.
lotr-next-declare-defender = ▶ { $enemy } атакует игрока { $player }: объявите защитника (Часовой может защищать другого игрока) или оставьте атаку незащищённой.
lotr-next-reveal-shadow = ▶ { $player }: разыграйте действия и продолжайте, чтобы открыть карту тени врага { $enemy }.
lotr-next-deal-damage = ▶ { $player }: разыграйте действия и продолжайте, чтобы нанести урон врага { $enemy }.
lotr-next-choose-hero = ▶ { $player }: выберите героя, который получит незащищённый урон врага { $enemy }.
lotr-next-choose-target = ▶ { $player }: выберите врага для атаки или продолжайте, чтобы закончить свои атаки.
lotr-next-declare-attackers = ▶ { $player } атакует врага { $enemy }: объявите атакующих (персонажи других игроков с Дальним боем могут присоединиться); { $count ->
    [0] пока никого
   *[other] пока: { $attackers }
}. Продолжайте, чтобы объявить атаку.
button-lotr-refresh = Фаза восстановления
button-lotr-start = Начать фазу боя
button-lotr-continue = Продолжить
button-lotr-reveal = Открыть карту тени
button-lotr-damage = Нанести урон
button-lotr-undefended = Без защиты
button-lotr-end-attacks = Закончить мои атаки
button-lotr-attack = Ударить
button-lotr-no-attack = Не атаковать его
select-lotr-attacking-enemy = Выберите атакующего врага
select-lotr-defender = Выберите защитника
select-lotr-hero = Выберите героя, который получит урон
select-lotr-target = Выберите врага для атаки
select-lotr-attackers = Объявите атакующих

err-lotr-name-taken = За столом уже есть { $name }.
err-lotr-unknown-player = За этим столом нет игрока { $name }.
err-lotr-unknown-character = Персонажа { $name } нет в игре.
err-lotr-unknown-enemy = Врага { $name } нет в игре.
err-lotr-unknown-name = В игре нет ничего с именем { $name }.
err-lotr-internal = Учёт стола сбился; ничего не изменилось.
err-lotr-no-seat = У вас нет места за этим столом; займите его командой /lcg player.
err-lotr-which-seat = Вы играете за несколько мест: укажите игрока.
err-lotr-host-only = Это может только тот, кто начал игру, или модератор, не играющий ни за одно место.
err-lotr-not-a-player = Это могут только игроки за этим столом или организатор либо модератор, не играющий ни за одно место.
err-lotr-not-your-turn = Это делает { $player }.
err-lotr-too-many = За столом помещается не больше { $max } таких.
err-lotr-stat-range = Атака, защита и числа эффектов тени — до { $max }; здоровье — от 1 до { $hp }.
err-lotr-card-count = Добавляйте от 1 до { $max } копий за раз.
err-lotr-text-length = Текст эффекта тени — не больше { $max } символов.
err-lotr-amount = Количество — от 1 до { $max }.
err-lotr-list-length = Укажите от 1 до { $max } карт через запятую.
err-lotr-eliminated = { $player } выбыл из игры.
err-lotr-combat-running = Идёт фаза боя; сначала завершите её.
err-lotr-no-combat = Фаза боя не идёт; начните её командой /combat start.
err-lotr-no-players = За этим столом пока никто не сидит.
err-lotr-first-player-orders = Порядок врагов задаёт только первый игрок ({ $player }) или организатор либо модератор, не играющий ни за одно место.
err-lotr-not-engaged = { $enemy } ни с кем не вступил в бой.
err-lotr-not-engaged-with = { $enemy } не вступил в бой с игроком { $player }.
err-lotr-already-attacked = { $enemy } уже атаковал в этой фазе.
err-lotr-already-struck = Врага { $enemy } уже атаковали в этой фазе.
err-lotr-one-defender = У этой атаки уже есть защитник (или она объявлена незащищённой).
err-lotr-exhausted = { $name } истощён.
err-lotr-not-sentinel = { $name } не Часовой: за игрока { $player } защищают только Часовые.
err-lotr-owner-declares = { $name } принадлежит игроку { $player }: он объявляет его сам.
err-lotr-not-a-hero-of = { $name } — не герой игрока { $player }: незащищённый урон получает один из его героев.
err-lotr-already-attacking = { $name } уже атакует.
err-lotr-needs-ranged = У персонажа { $name } нет Дальнего боя: врага { $enemy }, вступившего в бой с другим игроком, атакуют только персонажи с Дальним боем.
err-lotr-wrong-step = Не сейчас: { $expected ->
    [dealt] карты тени розданы; { $player } переходит к атакам врагов.
    [choose-enemy] сначала { $player } выбирает атакующего врага.
    [declare-defender] сначала { $player } объявляет защитника или незащищённую атаку.
    [reveal-shadow] следующим открывается карта тени (продолжить).
    [deal-damage] следующим наносится урон (продолжить).
    [choose-hero] сначала { $player } выбирает героя, который получит урон.
    [choose-target] { $player } выбирает врага для атаки или продолжает.
    [attack-declared] дальше определяется урон атаки (продолжить).
   *[declare-attackers] { $player } объявляет атакующих, затем продолжает.
}

## /help в канале «Властелина колец LCG».
help-footer-lotr-lcg = Без Мастера: каждый игрок управляет своим местом и картами; тот, кто начал игру, — её организатор и может её завершить. Организатор или модератор без своего места исправляет стол; тот, у кого есть место, играет только за него.
help-lotr-lcg-next = То же, что /combat continue
help-lotr-lcg-damage = Урон от эффекта карты персонажу или врагу
help-lotr-lcg-heal = Снять урон с персонажа или врага
help-lotr-lcg-encounter-show = Показать стол: места, угроза, персонажи, враги, колода
cmd-encounter-start-extra = Дополнительно для игры канала, словами (подсказываются при вводе)
cmd-attack-extra = Дополнительно для игры канала, словами (подсказываются при вводе)
cmd-condition-add-extra = Дополнительно для игры канала, словами (подсказываются при вводе)
cmd-condition-remove-extra = Дополнительно для игры канала, словами (подсказываются при вводе)
cmd-games = Игры, в которые играет этот сервер (выбирают модераторы)
cmd-games-pick = Игры по ключу, через запятую
cmd-flail = FLAIL: настройки стола и шансы его бросков
cmd-flail-table = Настройки стола, сохраняются между схватками
title-games = Игры
games-list = Этот сервер играет в: { $games }.
games-registered = Команды сервера теперь соответствуют его играм.
select-games = Игры, в которые играет этот сервер
ruleset-name = { $ruleset }
err-extra-unknown = /{ $command } в этой игре не принимает { $word }. Принимает: { $words }.
err-games-none = Выберите хотя бы одну игру.
err-games-moderator = Игры сервера выбирают только модераторы.
err-game-in-use = В { $ruleset } всё ещё играют в { $channels }: сначала завершите эти игры.
err-games-daily-limit = Выбор сохранён, но Discord разрешает серверу только 200 изменений команд в день: команды обновятся в течение суток.
err-games-registration = Выбор сохранён, но Discord пока не принял новые команды: они обновятся при следующем подключении бота.
err-games-rate-limited = Игры сервера только что изменили: подождите минуту, прежде чем менять их снова.
err-game-not-picked = Этот сервер не играет в { $ruleset }: модератор может добавить её командой { $mention }.
help-mage-wars-attack = Атака зарегистрированной атакой (weapon:); extra: counter — ответный удар, quick — быстрое атакующее заклинание, zone — атака по зоне из target:, или разовое заклинание: dice: range: effect: cost:
help-flail-attack = Бросок на попадание; extra: offhand: для второго оружия (бой двумя оружиями), range: near|distant|far; у противника weapon: называет его атаку

## ---------------------------------------------------------------- «Познание нуля»
cmd-zero = «Познание нуля»: карты в игре, предметы, всадники, события, отступление, настройки игры
cmd-zero-card = Ввести в игру существо или машину (числа, напечатанные на карте)
cmd-zero-card-name = Название карты
cmd-zero-card-kind = Персонаж, животное или машина
cmd-zero-card-attack = Атака (знак мечей)
cmd-zero-card-life = Жизнь (знак сердца)
cmd-zero-card-armor = Броня: вычитается из каждого удара (по умолчанию 0)
cmd-zero-card-strikes = Ударов за ход (по умолчанию 1)
cmd-zero-card-side = Чья армия (по умолчанию ваша)
cmd-zero-item = Существо или машина берёт предмет (и никогда его не меняет)
cmd-zero-item-card = Носитель
cmd-zero-item-name = Название предмета
cmd-zero-item-attack = Сколько добавляет к атаке
cmd-zero-item-life = Сколько добавляет к жизни
cmd-zero-ride = Персонаж едет на животном (пара бьёт как одна карта)
cmd-zero-ride-rider = Персонаж
cmd-zero-ride-animal = Животное
cmd-zero-dismount = Персонаж слезает с животного
cmd-zero-dismount-rider = Персонаж
cmd-zero-drop = Носитель теряет предмет (жизнь — до собственного максимума)
cmd-zero-drop-card = Носитель
cmd-zero-play = Использовать событие или воплотить абстракцию этого хода
cmd-zero-play-kind = Событие или абстракция
cmd-zero-play-name = Название карты
cmd-zero-play-amount = Ущерб, который она добавляет к усиленному удару вашей следующей атаки в этом ходу
cmd-zero-act = Карта совершает свою часть хода без атаки (способность)
cmd-zero-act-card = Карта
cmd-zero-strike = Выбрать удар, на который идёт усиление атаки
cmd-zero-strike-number = Номер удара
cmd-zero-retreat = Отступить: в начале своего хода; оппонент делает ещё один ход
cmd-zero-confirm = Подтвердить проигрыш битвы: армия пала, пока вы ещё вводили карты в игру
cmd-zero-drawn = Объявить, что вся колода выбрана (на руках нет существ и машин)
cmd-zero-drawn-side = Чья колода (по умолчанию ваша)
cmd-zero-table = Настройки игры: начальное расстояние, первый ход, новая игра
cmd-zero-table-start-distance = Расстояние до нуля, с которого начинает новый игрок (по умолчанию 10)
cmd-zero-table-first-turn = Неполный первый ход защищающегося игрока
cmd-zero-table-new-game = Начать новую игру: забыть расстояния
## Сохранённые армии (/zero army): у каждого игрока на каждом сервере свои.
cmd-zero-army = Ваши сохранённые армии: сохраните армию в битве и введите её снова в следующей
cmd-zero-army-save = Сохранить вашу армию из этой битвы: напечатанные числа карт, предметы, всадников
cmd-zero-army-save-name = Название армии (сохранение под уже занятым названием заменит ту армию)
cmd-zero-army-save-side = Какая армия (по умолчанию ваша)
cmd-zero-army-load = Ввести сохранённую армию в эту битву целиком (отменяется одним шагом)
cmd-zero-army-load-name = Сохранённая армия
cmd-zero-army-load-side = К чьей армии она присоединится (по умолчанию к вашей)
cmd-zero-army-list = Ваши сохранённые армии на этом сервере (видны только вам)
cmd-zero-army-delete = Удалить одну из ваших сохранённых армий
cmd-zero-army-delete-name = Сохранённая армия
kz-army-entered = Сохранённая армия { $name } вступает в битву ({ $who }): { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
  }.
kz-title-army-entered = Армия { $name } вступает в битву ({ $who })
kz-army-list-title = Ваши сохранённые армии
kz-army-list-empty = На этом сервере у вас нет сохранённых армий. Сохраните армию в битве командой /zero army save.
kz-army-list-row = **{ $name }**: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
  }
kz-army-saved = Армия { $name } сохранена ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
  })
kz-army-replaced = Армия { $name } заменена этой ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[other] { $cards } карт
  })
kz-army-deleted = Армия { $name } удалена
err-kz-army-card = Армия не вошла в битву: карта { $card } отклонена.
err-kz-army-no-battle = Здесь нет битвы, из которой можно сохранить армию; начните её командой /encounter start.
err-kz-army-no-side = Вы не играете ни за одну армию в этой битве, сохранять нечего.
err-kz-army-empty = В вашей армии нет ни одной карты в игре, сохранять нечего.
err-kz-army-too-large = Эта армия слишком велика для сохранения (не больше { $max } КиБ); сохраните меньше карт или короче названия.
err-kz-army-unreadable = Эту сохранённую армию больше не прочитать; сохраните её заново.
err-kz-army-full = На этом сервере у вас уже { $max } сохранённых армий; сначала удалите одну (/zero army delete).
err-kz-army-unknown = На этом сервере у вас нет сохранённой армии с названием { $name } (/zero army list).
kz-kind-character = персонаж
kz-kind-animal = животное
kz-kind-machine = машина
kz-side-attacker = атакующий игрок
kz-side-defender = защищающийся игрок
kz-side-attacker-object = атакующего игрока
kz-side-defender-object = защищающегося игрока
kz-player = игрок { $number }
kz-a-player = игрок
kz-bonus-event = событие
kz-bonus-abstraction = абстракция
kz-first-machine = ход одной машины
kz-first-full = полный ход
kz-slot-creature = существо
kz-slot-machine = машина
kz-slot-bonus = событие/абстракция
kz-turn-incomplete = неполный первый ход
kz-turn-full = полный ход
kz-turn-extra = ещё один ход после отступления
kz-the-winner = Выигравший
kz-battle-started = Битва { $number }: { $attacker } нападает, { $defender } защищается. Неполный первый ход защищающегося: { $first }. Вводите карты командой /zero card.
kz-card-added = **{ $name }** ({ $kind }) входит в армию ({ $who }): ⚔ { $attack } × { $strikes } · 🛡 { $armor } · ♥ { $life }
kz-told-apart = В обеих армиях есть карта { $name }: теперь это **{ $theirs }** и **{ $added }** (где ясно, о какой речь, хватит { $name }).
kz-item-given = **{ $card }** берёт { $item }: +{ $attack } к атаке, +{ $bonus } к жизни (♥ { $life }/{ $cap })
kz-mounted = **{ $rider }** едет на животном { $animal }.
kz-dismounted = **{ $rider }** слезает с животного { $animal }.
kz-bonus-played = Сыграна карта ({ $kind }) { $name }: +{ $amount } к усиленному удару следующей атаки в этом ходу.
kz-acted = **{ $card }** совершает свою часть хода: { $slot }.
kz-attack = **{ $attacker }** бьёт { $count } × { $strikes }
kz-attack-pair = **{ $attacker }** в паре с { $partner } бьёт { $count } × { $strikes }
kz-attack-bonus = Удар { $strike } несёт { $net } (пара +{ $pair }, предметы +{ $items }, событие/абстракция +{ $turn }, способности +{ $plus }, ослабление −{ $minus }).
kz-attack-target = → { $target }: броня { $armor } на каждый удар, проходит { $through } = **{ $dealt }** ущерба
kz-attack-target-lost = → { $target }: броня { $armor } на каждый удар, проходит { $through }: нанесено **{ $dealt }** ущерба, избыток { $lost } пропадает
kz-choose-strike = **{ $attacker }** бьёт по нескольким целям: выберите удар, который понесёт усиление ({ $bonus }): { $options }.
kz-damaged = **{ $card }** получает { $dealt } ущерба (♥ { $life }/{ $cap }).
kz-damaged-lost = **{ $card }** получает { $dealt } ущерба (♥ { $life }/{ $cap }); избыток { $lost } пропадает.
kz-healed = **{ $card }** исцеляется (♥ { $life }/{ $cap }).
kz-item-lost = **{ $card }** теряет { $item }: ♥ { $from } → { $life }.
kz-died = **{ $card }** ({ $kind }) умирает.
kz-retreated = { $who } отступает и пропускает этот ход; оппонент делает ещё один ход.
kz-end-waits = Армия ({ $who }) пала, пока карты ещё вводились в игру: битва закончится, когда это подтвердят (/zero confirm), или продолжится, если в игру войдёт новая карта.
kz-battle-goes-on = { $who } вводит в игру новую карту: битва продолжается.
kz-turn-of = { $who }: ход { $number }, { $kind }.
kz-battle-won = **{ $who } выигрывает битву**, оставшихся персонажей: { $survivors }.
kz-battle-won-retreat = **{ $who } выигрывает битву** после отступления оппонента, оставшихся персонажей: { $survivors } (+1).
kz-battle-drawn = Пали обе армии: битву никто не выиграл.
kz-moved = { $who }: расстояние до нуля { $from } → **{ $to }**
kz-game-won-zero = 🏆 { $who } достигает нуля и выигрывает игру!
kz-game-won-deck = 🏆 { $who } уничтожает всех существ и машины выбранной колоды оппонента и выигрывает игру!
kz-deck-drawn = { $who }: вся колода выбрана.
kz-abandoned = Битва окончена без результата.
kz-settings = Настройки: новые игроки начинают в { $distance } от нуля; первый ход защищающегося: { $first }.
kz-settings-next-game = Настройки: со следующей игры игроки начинают в { $distance } от нуля (игроки этой игры сохраняют свои расстояния); первый ход защищающегося: { $first }.
kz-new-game = Новая игра: расстояния до нуля начинаются заново.
kz-settings-line = «Познание нуля»: новые игроки начинают в { $distance } от нуля; первый ход защищающегося: { $first }
kz-slot-used = { $slot } ✓ { $name }
kz-slot-free = { $slot } ○
kz-status-turn = { $who }, ход { $number } ({ $kind })
kz-distance = { $who } { $distance }
kz-distances = до нуля: { $list }
kz-status-next-battle = Дальше: новая битва (/encounter start)
kz-status-next-game = Дальше: новая игра (/encounter start)
kz-view-title = Битва { $number }, ход { $turn }: { $who }
kz-view-title-between = «Познание нуля»: между битвами
kz-view-army = **{ $side }**: { $who } — { $distance } до нуля
kz-view-army-unnamed = **{ $side }** — { $distance } до нуля
kz-view-no-cards = нет карт в игре
kz-view-card = { $name } ({ $kind }) { $bar } · ⚔ { $attack } × { $strikes } · 🛡 { $armor }
kz-view-item = {" "}· { $item } (+{ $attack }/+{ $life })
kz-view-rides = {" "}· едет на: { $animal }
kz-view-more = … и ещё { $count }
kz-view-fallen = погибли: { $count }
kz-view-retreat = { $who } отступает: битва закончится после этого хода.
kz-view-ending = Армия ({ $who }) пала: битва закончится после подтверждения (/zero confirm) или продолжится с новой картой.
kz-view-pending = **{ $attacker }** ждёт выбора усиленного удара (/zero strike).
kz-title-game-won = { $who } выигрывает игру
kz-title-battle-won = { $who } выигрывает битву
kz-title-attack = { $attacker } бьёт { $targets }: { $total } ущерба
kz-title-choose = { $attacker }: какой удар понесёт усиление?
kz-title-attack-kills = { $attacker } бьёт { $targets }: { $total } ущерба; { $count ->
    [one] умирает
   *[other] умирают
}: { $dead }
kz-title-retreat = { $who } отступает: { $next } делает ещё один ход
kz-title-end-waits = Армия ({ $who }) пала: конец битвы ждёт подтверждения
kz-title-goes-on = { $who } возвращается в битву
kz-title-started = { $attacker } нападает на { $defender }
kz-title-turn-ended = { $ended } заканчивает ход, ходит { $who }
kz-title-card = { $name } входит в армию ({ $who })
kz-title-item = { $card } берёт { $item }
kz-title-mounted = { $rider } едет на животном { $animal }
kz-title-dismounted = { $rider } слезает с животного { $animal }
kz-title-bonus = { $who } играет карту { $name } ({ $kind })
kz-title-acted = { $card } совершает свою часть хода
kz-title-damaged = { $card } получает { $dealt } ущерба
kz-title-damaged-dies = { $card } получает { $dealt } ущерба и умирает
kz-title-healed = { $card } исцеляется: ♥ { $life }/{ $cap }
kz-title-item-lost = { $card } теряет { $item }
kz-title-deck-drawn = { $who }: вся колода выбрана
kz-title-battle-drawn = Пали обе армии: победителя нет
kz-title-abandoned = Битва окончена без результата
kz-title-settings = Настройки стола
kz-title-new-game = Новая игра
button-kz-strike = Усиление на удар { $number } → { $target } ({ $strength })
select-kz-strike = Удар, который понесёт усиление
button-kz-next = Закончить ход
button-kz-retreat = Отступить
button-kz-confirm = Подтвердить: битва проиграна
confirm-kz-next = В этом ходу ещё ничего не сыграно ({ $who }). Закончить ход?
confirm-kz-retreat = Отступить? { $who } пропускает этот ход, { $opponent } делает ещё один, затем битва заканчивается и { $who } отдаляется от нуля на 1.

err-kz-sides-missing = Назовите обоих игроков: /encounter start ruleset:knowing-zero extra:"attacker:@… defender:@…".
err-kz-start-mid-game = Начальное расстояние договариваются установить в начале игры: у игроков этой игры оно уже есть. Для следующей игры его задаёт /zero table start-distance:.
err-kz-host-only = Закончить битву может только тот, кто её начал (или модератор, не играющий ни за одну сторону).
err-kz-nothing-pending = Ни одна атака не ждёт выбора усиленного удара.
err-kz-bonus-strike = Выберите удар от 1 до { $max }.
err-kz-pending = Атака карты { $attacker } ждёт выбора усиленного удара: сначала выберите его (/zero strike) или /undo.
err-kz-nothing-to-confirm = Ни одна битва не ждёт подтверждения своего конца.
err-kz-end-waits = Армия ({ $who }) пала: битва ждёт, пока конец подтвердят (/zero confirm) или введут в игру новую карту.
err-kz-not-riding = { $rider } не едет ни на каком животном.
err-kz-too-many-players = В игре не больше { $max } игроков; новую начните командой /zero table new-game:true.
err-kz-table-nothing = Укажите, что изменить: start-distance, first-turn или new-game.
err-kz-battle-running = Идёт битва: сначала закончите её (или /encounter end).
err-kz-not-in-game = Вы не участвуете в этой игре.
err-kz-deck-drawn = Эта колода уже объявлена выбранной.
err-kz-name-taken = { $name } уже в игре; дайте второй карте другое название (Волк 2).
err-kz-too-many-cards = В битве может быть не больше { $max } карт в игре.
err-kz-has-item = { $card } уже несёт { $item }, а носитель никогда не меняет предмет.
err-kz-carried = { $card } уже нёс предмет: носитель, раз взяв его, другого не берёт.
err-kz-no-item = { $card } не несёт предмета.
err-kz-not-character = { $name } — не персонаж: ездить могут только персонажи.
err-kz-not-animal = { $name } — не животное: персонажи ездят на животных.
err-kz-other-army = { $rider } и { $animal } в разных армиях.
err-kz-already-rides = { $rider } уже едет на животном { $animal }.
err-kz-animal-ridden = На животном { $animal } уже едет { $rider }.
err-kz-incomplete-turn = Неполный первый ход защищающегося — это ход только одной машины.
err-kz-slot-used = Часть хода «{ $slot }» уже использована ({ $name }): за ход — одно существо, одна машина и одно событие или абстракция.
err-kz-name-attacker = Укажите, какая карта действует: as: (или card:).
err-kz-not-your-turn = { $card } не в той армии, чей сейчас ход.
err-kz-retreat-twice = Отступление уже идёт.
err-kz-retreat-late = Об отступлении объявляют в начале своего хода, до любых других действий.
err-kz-no-battle = В этом канале нет битвы. Начните её командой /encounter start ruleset:knowing-zero.
err-kz-too-many-strikes = { $card } наносит не больше { $max } ударов за ход.
err-kz-targets = Укажите одну цель для всех ударов или по одному названию на удар ({ $strikes }) через запятую.
err-kz-target-list = Укажите от 1 до { $max } целей через запятую.
err-kz-own-card = { $name } — в вашей собственной армии.
err-kz-unknown-card = В игре нет карты с названием { $name }.
err-kz-which-card = В обеих армиях есть карта { $name }: уточните, какая ({ $cards }).
err-kz-not-your-army = Это армия другого игрока.
err-kz-not-player = За свои армии действуют только два игрока битвы.

help-footer-knowing-zero = Без ведущего-мастера: каждый игрок действует только за свою армию; кто начал битву, тот её ведущий: без своей армии (как и модератор без неё) он исправляет стол и заканчивает битву.
help-knowing-zero-encounter-start = Начать битву: extra:"attacker:@… defender:@…" (новая игра может добавить start:N — условленное расстояние)
help-knowing-zero-encounter-show = Показать битву: обе армии, ход и его части, расстояния до нуля
help-knowing-zero-attack = Удар картой (as:) по target: (одно название или по одному на удар, через запятую); extra: strike: (усиленный удар) strikes: plus: minus: strip
help-knowing-zero-next = Закончить свой ход
help-knowing-zero-damage = Ущерб вручную (способность, бросок кубика с карты)
help-knowing-zero-heal = Вернуть жизнь (не выше максимума плюс предмет)
cmd-arena-mage-tough = Стойкость −X: снижает броски эффекта против него
cmd-arena-mage-resilient = Неуязвимость: игнорирует обычный урон от атак
cmd-arena-mage-aegis = Эгида X: атакующие бросают на X кубиков меньше
cmd-arena-mage-counterstrike = Контрудар: отвечает атакующим в ближнем бою
cmd-arena-mage-flying = Полёт
cmd-arena-mage-unmovable = Неподвижность
cmd-arena-mage-elusive = Неуловимый: вражеские существа никогда не мешают его движению
cmd-arena-mage-pest = Вредитель: никогда не мешает движению врага
cmd-arena-mage-regeneration = Регенерация X: снимает X урона каждое поддержание
cmd-arena-mage-upkeep = Стоимость поддержания каждый раунд
cmd-arena-mage-damage-types = Тип урона ±X, например "flame +2, hydro -2"
cmd-arena-creature-range = Дальность призыва от мага в зонах (по умолчанию 1)
cmd-arena-edit = Изменить числа и свойства мага или существа, сохранив урон и жетоны
cmd-arena-edit-name = Кого
cmd-arena-edit-life = Жизнь
cmd-arena-edit-armor = Броня
cmd-arena-edit-channeling = Направление маны: мана за раунд
cmd-arena-edit-defense = Защита N+ (0 убирает её)
cmd-arena-edit-tough = Стойкость −X
cmd-arena-edit-resilient = Неуязвимость
cmd-arena-edit-aegis = Эгида X
cmd-arena-edit-counterstrike = Контрудар
cmd-arena-edit-flying = Полёт
cmd-arena-edit-unmovable = Неподвижность
cmd-arena-edit-elusive = Неуловимый: вражеские существа никогда не мешают его движению
cmd-arena-edit-pest = Вредитель: никогда не мешает движению врага
cmd-arena-edit-regeneration = Регенерация X
cmd-arena-edit-upkeep = Стоимость поддержания
cmd-arena-edit-damage-types = Тип урона ±X, например "flame +2, hydro -2"
cmd-arena-mana = Вручную добавить или снять ману мага, с причиной для журнала
cmd-arena-mana-amount = Сколько маны добавить (или снять с take:true)
cmd-arena-mana-take = Снять ману вместо добавления
cmd-arena-mana-as = Какой маг (по умолчанию ваш)
cmd-arena-mana-reason = Причина (видна в ответе)
cmd-cast-enchantment = Чары, сотворённые рубашкой вверх на цель (раскройте через /reveal)
cmd-reveal = Mage Wars: раскрыть свои скрытые чары, заплатив цену раскрытия
cmd-reveal-name = Название чар
cmd-reveal-cost = Цена раскрытия
cmd-counterstrike = Mage Wars: ответ на контрудар
cmd-counterstrike-decline = Отказаться от ожидающего контрудара
cmd-upkeep = Mage Wars: ваш выбор на поддержание до его начала (/initiative продолжает)
cmd-upkeep-order = Порядок поддержания ваших объектов, например "burn, regeneration"
cmd-upkeep-pay = Оплатить поддержание этого объекта
cmd-upkeep-release = Не платить за этот объект: он уничтожается
cmd-upkeep-as = Чей выбор (ведущий — за другого мага)

mw-counterstrike-declined = { $defender } не наносит контрудар по { $attacker }.
mw-upkeep-released = Поддержание { $name } не оплачено: объект уничтожен.
mw-upkeep-awaits = **Поддержание ждёт вашего выбора** (/upkeep), затем /initiative:
mw-upkeep-ordered = Порядок поддержания игрока мага { $mage }: { $order }.
mw-upkeep-will-pay = Поддержание { $name } ({ $cost } маны) будет оплачено.
mw-upkeep-will-release = Поддержание { $name } ({ $cost } маны) не будет оплачено: объект будет уничтожен.
mw-upkeep-object = { $name }: { $effects }
mw-upkeep-object-pays = { $name }: { $effects } · поддержание { $cost } оплачивается
mw-upkeep-object-short = { $name }: { $effects } · поддержание { $cost } не оплатить: уходит
mw-upkeep-object-releases = { $name }: { $effects } · поддержание { $cost } не оплачивается
mw-upkeep-regeneration = Регенерация
mw-upkeep-burn = Горение
mw-upkeep-rot = Гниение
mw-upkeep-bleed = Кровотечение
mw-upkeep-cost = цена поддержания
mw-enchantment-cast = { $mage } накладывает скрытые чары на { $target } за { $cost } маны → осталось { $mana }.
mw-enchantment-revealed = { $mage } раскрывает { $name } на { $target } за { $cost } маны → осталось { $mana }.
mw-edited = { $name } теперь: Жизнь { $left }/{ $life }, Броня { $armor }.
mw-mana-adjusted = Мана мага { $mage } { $amount } → { $mana } ({ $reason }).
mw-view-enchantments = чары: { $list }
mw-view-face-down = скрыты
mw-view-traits = свойства: { $list }
mw-view-attacks = атаки: { $list }
mw-view-awaits-counter = Ждём игрока { $defender }: контрудар или отказ.
mw-view-upkeep = Поддержание: ждём выбора; /initiative его проводит.

button-counter-decline = Отказаться от контрудара
button-upkeep-pay = Заплатить { $cost } за { $name }
button-upkeep-release = Отпустить { $name }
button-upkeep-burn-first = { $mage }: Горение раньше Регенерации
button-upkeep-regeneration-first = { $mage }: сначала Регенерация
button-upkeep-continue = Провести поддержание

err-mw-counter-pending = Сначала { $defender } может нанести контрудар: ждём, пока игрок мага { $mage } ударит или откажется (/counterstrike decline).
err-mw-counter-own = Контрудар наносит только игрок { $defender }; ведущий может лишь отказаться за него.
err-mw-quick-spell-only = Быстро можно сотворить только атакующее заклинание (с ценой в мане).
err-mw-quickcast-timing = { $mage } не может быстро колдовать сейчас: идёт фаза действия игрока мага { $turn }. Быстрое колдовство — в первой или последней фазе быстрого колдовства или сразу до или после фазы действия вашего существа.
err-mw-enchant-needs-target = Чарам нужна цель.
err-mw-enchant-needs-name = Чарам нужно название (spell:), чтобы потом их раскрыть.
err-mw-too-many-enchantments = На арене может быть не больше { $max } чар.
err-mw-no-such-enchantment = У вас нет скрытых чар с названием { $name }.
err-mw-no-upkeep = Поддержание сейчас не ждёт выбора.
err-mw-upkeep-order = Каждый эффект поддержания — не больше одного раза: regeneration, burn, rot, bleed, cost.
err-mw-no-upkeep-cost = У { $name } нет цены поддержания.
err-mw-summon-range = { $name } призывается не дальше { $max } зон от своего мага (сейчас { $distance }).
err-mw-zone-empty = В зоне { $zone } некого атаковать.
err-mw-mana-amount = Количество — от -{ $max } до { $max }, не 0.
err-mw-reason-length = Причина — не длиннее { $max } символов.
err-mw-mana-out-of-range = Мана должна оставаться от 0 до { $max } (сейчас { $mana }).
err-mw-upkeep-one = Укажите одно из order:, pay: или release:.
err-mw-not-an-upkeep-effect = { $effect } — не эффект поддержания (regeneration, burn, rot, bleed, cost).
mw-trait-regeneration = Регенерация { $n }
mw-trait-tough = Стойкость −{ $n }
mw-trait-aegis = Эгида { $n }
mw-trait-upkeep = поддержание { $n }
mw-trait-resilient = Неуязвимость
mw-trait-counterstrike = Контрудар
mw-trait-flying = Полёт
mw-trait-unmovable = Неподвижность
mw-trait-elusive = Неуловимый
mw-trait-pest = Вредитель
cmd-lcg-card-effect = Тень: эффект, который Narrator разыгрывает сам
shadow-discard-defender = Защищающийся персонаж сбрасывается
lotr-effect-discard-defender = защитник сбрасывается
lotr-shadow-discarded-defender = Тень сбрасывает { $defender }: атака { $enemy } не защищена.
lotr-attack-declared = { $player } объявляет атаку на { $enemy } силами { $attackers }: разыграйте действия, затем продолжите к определению урона.
lotr-next-attack-declared = ▶ { $player }: разыграйте действия, затем продолжите к определению урона атаки на { $enemy } ({ $attackers }).
button-lotr-declare-attack = Объявить атаку
mw-pushed = { $name } отброшен { $from } → { $to }.
cmd-arena-enchantments = Ваши чары, скрытые — с названием (видите только вы)
mw-no-own-enchantments = У вас нет чар на арене.
mw-own-enchantment-hidden = { $name } на { $target } (скрыты)
mw-own-enchantment-revealed = { $name } на { $target } (раскрыты)
## ---------------------------------------------------------------- Tornscape
## Термины по глоссарию: Миниатюра, Плитка Действия, Кубики Атаки / Защиты / Мастерства /
## Ловкости, Уклонение, Встречная Атака, Свободная Атака, урон атакующему, Маркеры Состояния.

help-footer-tornscape = Без Мастера: каждый игрок действует за свои миниатюры; начавший игру — её хозяин и заканчивает её. Хозяин или модератор без миниатюр исправляет стол. Игроки оценивают поле и сообщают факты (слова extra:).
help-tornscape-attack = Атака Плиткой Действия (weapon:) за миниатюру (as:); extra: free adjacent hazard fog cover out-of-reach group:<имя>
help-tornscape-next = Завершить активацию (выбор по умолчанию, которого ждёт атака, принимает /tornscape accept)
help-tornscape-initiative = Начать следующий раунд: каждая миниатюра снова может активироваться (хозяин)
help-tornscape-encounter-show = Показать поле: жизни, маркеры, щиты и плитки
help-tornscape-condition-add = Положить Маркер Состояния (по одному каждого вида)
help-tornscape-condition-remove = Снять Маркер Состояния
help-tornscape-damage = Вручную отнять у миниатюры жизни
help-tornscape-heal = Вернуть жизни, не выше максимума

cmd-tornscape = Торнскейп: кубики, миниатюры, Плитки Действия и выборы в атаке
cmd-tornscape-table = Грани кубиков и правило Встречной Атаки за столом (между играми)
cmd-tornscape-table-attack = Грани Кубика Атаки: пусто/успех/крит, напр. 2/3/1
cmd-tornscape-table-defense = Грани Кубика Защиты: пусто/успех/крит, напр. 3/2/1
cmd-tornscape-table-mastery = Грани Кубика Мастерства: пусто/успех/крит, напр. 4/2/0
cmd-tornscape-table-agility = Грани Кубика Ловкости: пусто/успех/крит, напр. 4/2/0
cmd-tornscape-table-counter-activates = Встречная Атака расходует активацию атакующей миниатюры
cmd-tornscape-miniature = Выставить свою миниатюру на Игровое Поле
cmd-tornscape-miniature-name = Имя миниатюры
cmd-tornscape-miniature-life = Жизни
cmd-tornscape-miniature-defense = Кубики Защиты в щите
cmd-tornscape-miniature-agility = Кубики Ловкости в щите
cmd-tornscape-miniature-size = Размер (Большие и Огромные могут быть в укрытии)
cmd-tornscape-miniature-veteran = Ветеран: два кубика в Тесте на Панику
cmd-tornscape-miniature-cautious = Осторожный: всегда проваливает Тест на Панику
cmd-tornscape-miniature-mental-immune = Иммунитет к Ментальным Источникам: не паникует
cmd-tornscape-miniature-leader = Ваш Лидер Экспедиции
cmd-tornscape-miniature-transforms = Лидер трансформируется, потеряв последнюю жизнь (без тестов)
cmd-tornscape-miniature-traits = Свойства урона, напр. "fire:immune cold:vulnerable:2 ethereal:protected"
cmd-tornscape-miniature-count = Несколько одинаковых миниатюр, «<имя> 1» … «<имя> N»; плитка для <имя> — каждой
cmd-tornscape-tile = Зарегистрировать Плитку Действия один раз, для /attack
cmd-tornscape-tile-miniature = Чья плитка
cmd-tornscape-tile-name = Название плитки, как напечатано
cmd-tornscape-tile-attack = Кубики Атаки
cmd-tornscape-tile-damage = Урон за Кубик Атаки
cmd-tornscape-tile-mastery = Кубики Мастерства
cmd-tornscape-tile-agility = Кубики Ловкости
cmd-tornscape-tile-ranged = Дистанционная Атака (по умолчанию ближний бой)
cmd-tornscape-tile-range = Дальность в гексах
cmd-tornscape-tile-type = Вид Урона (по умолчанию физический)
cmd-tornscape-tile-marker = Маркер Состояния от критического успеха
cmd-tornscape-tile-area = По площади: может задеть и союзников
cmd-tornscape-tile-assault = «Штурмовое»: дистанционное действие для Встречной Атаки
cmd-tornscape-tile-ethereal = Эфирная Атака
cmd-tornscape-tile-no-damage = Атака без Урона: нужен один успех, без Броска Защиты
cmd-tornscape-tile-panic = Без урона: при успехе цель проходит Тест на Панику (Устрашающий Рев)
cmd-tornscape-remove = Убрать миниатюру с Игрового Поля
cmd-tornscape-remove-name = Миниатюра
cmd-tornscape-activate = Активировать миниатюру (раз в раунд)
cmd-tornscape-activate-name = Миниатюра
cmd-tornscape-react = Ответ на атаку: защита, уклонение или ещё и Встречная Атака
cmd-tornscape-react-reaction = Защищаться щитом или уклоняться только Кубиками Ловкости
cmd-tornscape-react-counter = Встречная Атака этой плиткой (миниатюра ещё не активирована)
cmd-tornscape-reroll = Потратить перебросы Ловкости по значениям (один кубик можно и не раз); ничего: оставить
cmd-tornscape-reroll-blank-attack = Неуспешные Кубики Атаки для переброса
cmd-tornscape-reroll-success-attack = Успешные Кубики Атаки для переброса
cmd-tornscape-reroll-critical-attack = Критические Кубики Атаки для переброса
cmd-tornscape-reroll-blank-mastery = Неуспешные Кубики Мастерства для переброса
cmd-tornscape-reroll-success-mastery = Успешные Кубики Мастерства для переброса
cmd-tornscape-reroll-blank-defense = Неуспешные Кубики Защиты для переброса
cmd-tornscape-reroll-success-defense = Успешные Кубики Защиты для переброса
cmd-tornscape-reroll-critical-defense = Критические Кубики Защиты для переброса
cmd-tornscape-assign = Распределить Кубики Защиты числами вместо выбора по умолчанию
cmd-tornscape-assign-success-on-success = Успехи Защиты, отменяющие успехи Атаки
cmd-tornscape-assign-critical-on-success = Криты Защиты, отменяющие успехи Атаки (урон атакующему)
cmd-tornscape-assign-critical-on-critical = Криты Защиты, отменяющие криты Атаки
cmd-tornscape-assign-back = Плитка ближнего боя для урона атакующему
cmd-tornscape-accept = Принять выбор по умолчанию, которого ждёт атака
cmd-tornscape-panic = Тест на Панику
cmd-tornscape-panic-name = Миниатюра
cmd-tornscape-panic-more-dice = Кубики, добавленные способностями
cmd-tornscape-panic-fewer-dice = Кубики, убранные способностями

ts-size = Размер
ts-type = Вид Урона
ts-marker = Маркер Состояния
ts-reaction = Реакция
ts-size-normal = Обычная
ts-size-large = Большая
ts-size-huge = Огромная
ts-type-physical = физический
ts-type-fire = огненный
ts-type-cold = холодом
ts-type-electric = электрический
ts-type-poison = ядовитый
ts-type-mental = ментальный
ts-marker-burning = Горение
ts-marker-slowed = Замедлен
ts-marker-poisoned = Отравлен
ts-marker-stunned = Оглушен
ts-marker-bleeding = Кровотечение
ts-marker-panic = Паника
ts-reaction-defend = Защита
ts-reaction-dodge = Уклонение
ts-die-attack = атака
ts-die-defense = защита
ts-die-mastery = мастерство
ts-die-agility = ловкость

ts-started = В этом канале начинается игра Торнскейп. Выставляйте миниатюры командой /tornscape miniature.
ts-ended = Игра Торнскейп окончена.
ts-settings = Грани кубиков (пусто/успех/крит): атака { $attack }, защита { $defense }, мастерство { $mastery }, ловкость { $agility }. Встречная Атака { $counter ->
    [1] расходует
   *[0] не расходует
} активацию.
ts-miniature-added = { $name } на поле: жизней { $life }, щит: Кубиков Защиты { $defense } + Кубиков Ловкости { $agility }.
ts-leader-added = { $name } — Лидер Экспедиции: жизней { $life }, щит: Кубиков Защиты { $defense } + Кубиков Ловкости { $agility }.
ts-tile-added = { $miniature } получает Плитку Действия { $tile }: атака { $attack }, мастерство { $mastery }, ловкость { $agility }, урон { $damage }.
ts-removed = { $name } убран(а) с поля.
ts-activated = { $name } активируется (раунд { $round }).
ts-activation-ended = Активация { $name } завершена.
ts-new-round = Начинается **раунд { $round }**: каждая миниатюра снова может активироваться.
ts-declared = **{ $attacker }** атакует **{ $target }**: { $tile }.
ts-declared-free = **{ $attacker }** проводит Свободную Атаку по **{ $target }**: { $tile }.
ts-wait-reaction = Ждём **{ $target }**: защита (по умолчанию) или уклонение.
ts-wait-reaction-counter = Ждём **{ $target }**: защита (по умолчанию), уклонение или Встречная Атака: { $tiles }.
ts-wait-reaction-crushing = Ждём **{ $target }**: против Сокрушительного Урона лишь уклонение (по умолчанию), и Встречная Атака: { $tiles }.
ts-wait-attacker-reroll = Ждём **{ $attacker }**: перебросов Ловкости: { $rerolls }. По умолчанию: неуспешные Кубики Атаки, затем Мастерства, по одному.
ts-wait-defender-reroll = Ждём **{ $defender }**: перебросов Ловкости: { $rerolls }. По умолчанию: неуспешные Кубики Защиты, по одному.
ts-wait-assign = Ждём, пока **{ $defender }** распределит Кубики Защиты. По умолчанию: { $default }; урон атакующему: { $back }.
ts-wait-assign-no-back = Ждём, пока **{ $defender }** распределит Кубики Защиты. По умолчанию: { $default }.
ts-assign-ss = успех на успех: { $count }
ts-assign-cs = крит на успех: { $count }
ts-assign-cc = крит на крит: { $count }
ts-assign-none = ни одного Кубика Защиты
ts-default-defend = { $target } защищается (по умолчанию).
ts-default-dodge = { $target } уклоняется (по умолчанию при Сокрушительном Уроне).
ts-default-no-reroll = Ни один кубик не перебрасывается (по умолчанию).
ts-reacted-defend = { $target } защищается.
ts-reacted-dodge = { $target } уклоняется.
ts-reacted-counter = { $target } защищается и проводит Встречную Атаку: { $tile }.
ts-rolled-attack = { $who }, Бросок Атаки: `попаданий { $hits }` { $dice }
ts-rolled-defense = { $who }, Бросок Защиты: `попаданий { $hits }` { $dice }
ts-rolled-dodge = { $who }, Уклонение: `попаданий { $hits }` { $dice }
ts-rolled-panic = { $who }, Тест на Панику: `попаданий { $hits }` { $dice }
ts-rerolled = { $who } перебрасывает ({ $count }): { $before } → { $after }
ts-poor-visibility = Плохая видимость: каждый успех перебрасывается: { $before } → { $after }
ts-group-fire = Неуспешные кубики ({ $dice }) летят дальше в { $target }.
ts-assigned = { $defender } распределяет: { $assignment }; урон атакующему: { $back }.
ts-assigned-no-back = { $defender } распределяет: { $assignment }.
ts-dodged = { $defender } уклоняется от успехов атаки: { $count }.
ts-hit = **{ $attacker } попадает по { $target }: урон { $damage }** ({ $detail })
ts-hit-left = осталось Кубиков Атаки: { $count }
ts-hit-critical = критов: { $count }
ts-hit-mastered = мастерских: { $count }
ts-miss = **{ $attacker } не попадает по { $target }**: не осталось ни одного Кубика Атаки.
ts-hit-immune = У { $target } иммунитет: ни урона, ни маркера.
ts-back = { $target } наносит { $attacker } **урон атакующему { $damage }**.
ts-back-immune = У { $attacker } иммунитет к урону атакующему от { $target }.
ts-effect-works = { $tile } ({ $attacker }) действует на { $target }.
ts-effect-immune = { $tile } ({ $attacker }) действует, но у { $target } иммунитет.
ts-effect-fails = { $tile } ({ $attacker }) не срабатывает: нет успехов атаки.
ts-life-lost = { $name } теряет жизни: { $amount }; осталось { $life }/{ $max }.
ts-life-lost-excess = { $name } теряет последние жизни ({ $lost }): 0/{ $max }; лишний урон ({ $excess }) пропадает.
ts-healed = { $name } восстанавливает жизни: { $amount }; теперь { $life }/{ $max }.
ts-killed = **{ $name } убран(а) с Игрового Поля.**
ts-marker-placed = { $name } получает маркер «{ $marker }».
ts-marker-removed = { $name } теряет маркер «{ $marker }».
ts-leader-died = **Лидер Экспедиции { $name } пал**: каждая миниатюра этого игрока проходит Тест на Панику.
ts-leader-transformed = Лидер Экспедиции { $name } трансформируется: тестов на панику нет.
ts-panic-passed = { $name } проходит Тест на Панику { $dice }.
ts-panic-failed = **{ $name } в панике** { $dice }.
ts-panic-immune = У { $name } Иммунитет к Ментальным Источникам: паники нет.
ts-panic-cautious = **{ $name } — Осторожный и впадает в панику.**
ts-panic-already = { $name } уже в панике.
ts-immune = У { $name } иммунитет к урону вида «{ $type }».
ts-view-miniature = **{ $name }** ({ $player }) · жизни { $life } · щит: Кубиков Защиты { $defense } + Кубиков Ловкости { $agility }{ $state }
ts-view-leader = ♛ Лидер Экспедиции
ts-view-acting = ▶ сейчас активируется
ts-view-activated = ⌛ активация в этом раунде уже была
ts-view-markers = маркеры: { $markers }
ts-view-tile = { $tile }: { $parts }
ts-view-more = … и ещё { $count }
ts-view-removed = Убраны ({ $count }): { $names }
ts-view-empty = На поле пока нет миниатюр.
ts-player = игрок { $number }
ts-owned = { $name } ({ $player })
ts-pool-attack = Кубиков Атаки: { $count }
ts-pool-mastery = Кубиков Мастерства: { $count }
ts-pool-agility = Кубиков Ловкости: { $count }
ts-pool-none = без кубиков
ts-tile-damage = урон { $damage }
ts-tile-no-damage = без урона
ts-tile-melee = ближний бой
ts-tile-reach = ближний бой, дальность { $range }
ts-tile-ranged = дистанционная, дальность { $range }
ts-tile-area = по площади
ts-tile-assault = «Штурмовое»
ts-tile-ethereal = эфирная
ts-tile-marker = крит накладывает маркер «{ $marker }»
ts-choice-reaction = реакция
ts-choice-reroll = перебросы Ловкости
ts-choice-assign = распределение Кубиков Защиты
ts-status-round = Раунд { $round }
ts-status-waiting = выбирает { $player }: { $choice } ({ $name })
ts-status-activation = активация: { $name }
ts-status-next = ещё ждут активации: { $names }
ts-status-round-over = все миниатюры уже активировались: дальше раунд { $round }
ts-confirm-next-round = Ещё ждут активации: { $names }. Всё равно начать раунд { $round }?
ts-title = Торнскейп — раунд { $round }
ts-title-acting = Торнскейп — раунд { $round } · активация: { $name }
ts-embed-hit = { $attacker } попадает по { $target }: урон { $damage }{ $marker }
ts-embed-miss = { $attacker } не попадает по { $target }
ts-embed-immune = У { $target } иммунитет к этой атаке ({ $attacker })
ts-embed-removed = { $name } убирается с Игрового Поля
ts-embed-killed = { $name } убирается с Игрового Поля
ts-embed-panic-passed = { $name } проходит Тест на Панику
ts-embed-panic-failed = { $name } в панике
ts-embed-panic-cautious = Осторожная миниатюра { $name } впадает в панику
ts-embed-leader-died = Лидер Экспедиции { $name } выбывает из игры
ts-embed-declared = { $attacker } атакует { $target }: { $tile }
ts-embed-declared-free = { $attacker } проводит Свободную Атаку по { $target }: { $tile }
ts-embed-assigned = { $defender } распределяет Кубики Защиты
ts-embed-rerolled = { $who } перебрасывает кубики: { $count }
ts-embed-poor-visibility = Плохая видимость: каждый успех перебрасывается
ts-embed-rolled-attack = { $who }, Бросок Атаки: попаданий { $hits }
ts-embed-rolled-defense = { $who }, Бросок Защиты: попаданий { $hits }
ts-embed-rolled-dodge = { $who }, Уклонение: попаданий { $hits }
ts-embed-rolled-panic = { $who }, Тест на Панику: попаданий { $hits }
ts-embed-life-lost = { $name } получает урон { $amount }
ts-embed-healed = { $name } восстанавливает жизни: { $amount }
ts-embed-activated = { $name } активируется
ts-embed-activation-ended = Активация завершена: { $name }
ts-embed-new-round = Начинается раунд { $round }
ts-embed-leader-added = { $player } выставляет на поле Лидера Экспедиции { $name }
ts-embed-miniature-added = { $player } выставляет на поле { $name }
ts-embed-tile-added = { $miniature } получает Плитку Действия { $tile }
ts-embed-started = Начинается игра Торнскейп
ts-embed-ended = Игра Торнскейп окончена
ts-embed-settings = Кубики стола и правило Встречной Атаки заданы

button-ts-defend-default = Защита (по умолчанию)
button-ts-dodge = Уклонение
button-ts-dodge-default = Уклонение (по умолчанию)
button-ts-counter = Встречная Атака: { $tile }
button-ts-reroll-default = Перебросить неуспешные ({ $count })
button-ts-reroll-mastery-first = Сначала неуспешные Мастерства ({ $count })
button-ts-keep-roll = Оставить бросок
button-ts-reroll-defense = Перебросить неуспешные Защиты ({ $count })
button-ts-assign-default = Распределить как предложено
button-ts-assign-criticals = Сначала отменить криты
button-ts-assign-back = Оставить криты на урон атакующему
button-ts-end-activation = Завершить активацию

err-ts-faces = «{ $value }» — не грани кубика: напишите пусто/успех/крит с суммой 6, напр. 2/3/1.
err-ts-traits = «{ $value }» — не свойство урона: пишите вид:immune, вид:vulnerable:N или вид:protected:N (N 1–3), по разу на вид, или ethereal:protected:N.
err-ts-no-miniature = На поле нет миниатюры { $name }.
err-ts-nothing-to-choose = Ни одна атака не ждёт такого выбора.
err-ts-wrong-choice = Атака ждёт другого выбора ({ $pause }).
err-ts-no-counter = Встречной Атаки здесь нет: только неактивированная миниатюра против обычной атаки ближнего боя.
err-ts-no-tile = Плитки Действия { $name } нет.
err-ts-no-back-tile = { $name } — не плитка ближнего боя защищающейся миниатюры.
err-ts-too-many-rerolls = Доступно перебросов Ловкости: только { $allowed }.
err-ts-reroll-kind = Эта сторона не перебрасывает кубики вида «{ $kind }».
err-ts-reroll-missing = Столько кубиков ({ $count }, { $kind }) для переброса нет.
err-ts-bad-assignment = Такое распределение требует больше кубиков, чем есть.
err-ts-not-yours = Это миниатюра или выбор другого игрока.
err-ts-host-only = Это может только хозяин игры (или модератор).
err-ts-tile-exists = Плитка { $name } у неё уже есть.
err-ts-too-many-tiles = У миниатюры не больше { $max } Плиток Действия.
err-ts-empty-pool = Плитке с уроном нужен хотя бы один кубик.
err-ts-panic-tile = Тест на Панику вызывает только плитка без урона (добавьте no-damage:true); плитка с уроном даёт «Панику» через marker:panic.
err-ts-nobody-acting = Сейчас ни одна миниатюра не действует.
err-ts-panic-modifier = Способности добавляют или убирают не больше { $max } кубиков.
err-ts-has-marker = У { $name } уже есть маркер «{ $marker }».
err-ts-only-dodge = { $name } под Сокрушительным Уроном: остаётся лишь Уклонение (Встречная Атака всё ещё возможна).
err-ts-panic-immune = { $name } имеет Иммунитет к Ментальным Источникам: маркер «Паника» не получает.
err-ts-no-marker = У { $name } нет маркера «{ $marker }».
err-ts-miniature-exists = Миниатюра { $name } уже на поле.
err-ts-too-many-miniatures = Не больше { $max } миниатюр в игре.
err-ts-one-leader = У вас уже есть Лидер Экспедиции.
err-ts-transforms-leader = Трансформироваться может только Лидер Экспедиции.
err-ts-already-activated = { $name } уже активировалась в этом раунде.
err-ts-self-target = Миниатюра не может атаковать сама себя.
err-ts-no-tiles = У { $name } нет Плиток Действия: зарегистрируйте их командой /tornscape tile.
err-ts-which-tile = У { $name } несколько Плиток Действия: укажите одну через weapon:.
err-ts-ally-target = { $name } — союзник: атака с уроном никогда не целит в союзника (Атака по Площади может задеть союзников, но её целью должен стать враг).
err-ts-area-only = Несколько миниатюр поражает только Атака по Площади (а Свободная Атака — лишь спровоцировавшую её).
err-ts-area-twice = { $name } названа дважды.
err-ts-ranged-adjacent = Нельзя проводить Дистанционную Атаку, когда рядом враг.
err-ts-ranged-only = Плохая видимость и Атака в Группу Миниатюр — только для Дистанционных Атак.
err-ts-cover-large = { $name } — не Большая миниатюра: кубик за укрытие только у Больших (Огромные Миниатюры не получают Укрытия).
err-ts-group-target = Соседом должна быть другая миниатюра, не атакующая и не цель.
err-ts-free-melee = Свободная Атака проводится плиткой ближнего боя.
err-ts-free-marker = У { $name } есть Маркер Состояния: Свободных Атак нет.
err-ts-free-hazard = Миниатюра на Эфирном Вихре или Опасном Ландшафте не проводит Свободных Атак.
err-ts-free-once = { $name } уже провела Свободную Атаку по { $target } за эту активацию.
err-ts-attack-as = Укажите атакующую миниатюру через as:.
err-ts-not-a-marker = «{ $marker }» — не Маркер Состояния: burning, slowed, poisoned, stunned, bleeding или panic.

## The Mage Wars tracker and turn lines on Discord (players named by mentions that ping no one)
mw-tracker-title-setup = Арена: подготовка
mw-tracker-title-over = Арена: игра окончена
mw-tracker-title-upkeep = Раунд { $round } · поддержание
mw-tracker-armor = Броня { $armor }
mw-view-turn-seat = Фаза действия: **{ $mage }** · { $player }
mw-view-awaits-counter-seat = Ждём **{ $defender }** · { $player }: контрудар или отказ.
mw-player = игрок { $n }
mw-seat = { $mage } ({ $player })
mw-tracker-title-turn = Раунд { $round } · ▶ фаза действия: { $who }
mw-tracker-title-final = Раунд { $round } · последняя фаза быстрых заклинаний
mw-tracker-life = жизнь { $bar }
mw-tracker-player = игрок: { $player }
mw-tracker-controller = управляет: { $player }
mw-status-final-quickcast = Последняя фаза быстрых заклинаний · /initiative начинает следующий раунд
mw-title-attack = { $kind ->
        [counter] { $attacker } наносит контрудар по { $target }
        [barrier] Защитный барьер ({ $attacker }) поражает { $target }
       *[attack] { $attacker } атакует { $target }
    }: { $result ->
        [miss] промах
        [avoided] Защита сработала
        [none] без урона
        [destroyed] урон { $damage }, цель уничтожена
        [killed] урон { $damage }, маг убит
       *[damage] урон { $damage }
    }
mw-title-turn = Фаза действия окончена · далее: { $who }
mw-title-passed = { $from } пасует · далее: { $who }
mw-title-round = Раунд { $round } · фаза действия: { $who }
mw-title-round-upkeep = Раунд { $round } · поддержание ждёт решений
mw-title-upkeep-done = Поддержание выполнено · фаза действия: { $who }
mw-title-stage-over = Все существа уже действовали: последняя фаза быстрых заклинаний · инициатива в следующем раунде: { $who }
mw-confirm-pass = { $who }: в этой фазе действия ещё ничего не активировано; завершить её сейчас — значит пасовать.
mw-confirm-next-round = { $who } ещё может применить быстрое заклинание: следующий раунд начнётся без него.

## /help by phase and role
help-line-example = { $command } `{ $example }` — { $description }
help-section-setup = Подготовка
help-section-setup-players = Перед боем · игроки
help-section-setup-gm = Перед боем · Мастер
help-section-fight = В бою
help-section-gm = Инструменты Мастера
help-section-host = Инструменты хозяина игры
help-section-anytime = В любое время
help-section-more = Ещё

## A To Hit roll on Discord, one fact a line
result-to-hit-head = { $who } → { $target } · { $weapon } · { $pool }
result-to-hit-head-adversary = { $who } → { $target } · { $pool }
event-damaged-hidden = { $who } теряет { $amount } ОЗ ({ $state }).
result-damage-then = { $damage } → { $target } { $state }
result-to-hit-roll = { $dice } → **{ $outcome }**
## Several processes and database faults
err-shard-moved = Этот сервер сейчас передаётся другому экземпляру бота. Ничего не изменено; попробуйте ещё раз чуть позже.
err-database-unavailable = Бот сейчас не может связаться со своей базой данных. Ничего не изменено; попробуйте ещё раз чуть позже.
err-commit-unknown = Бот потерял связь с базой данных во время сохранения и пока не знает, сохранилось ли действие. Прежде чем повторять, проверьте трекер или /encounter show.
err-storage-full = Хранилище бота переполнено, сохранить ничего нельзя. Ничего не изменено; сообщите тому, кто запускает бота.
err-already-applied = Эта команда уже выполнена; её результат уже за столом.
err-join-list = Укажите от 1 до { $max } персонажей через запятую.
## FLAIL non-physical damage and its armour choice
cmd-damage-physical = FLAIL: физический урон (по умолчанию да); нет — отметки доспеха делят его пополам или отменяют
event-nonphysical-choice = { $who } получает { $amount } нефизического урона. Одна отметка износа доспеха делит его пополам (до { $half }), две отменяют: { $pieces }. Используйте /armour piece:… dots:1 или dots:2, либо dots:0, чтобы принять урон.
event-nonphysical-choice-more = Ещё одна отметка доспеха отменит урон, который получает { $who }: { $pieces }. Используйте /armour piece:… dots:1, либо dots:0, чтобы принять { $half }.
event-nonphysical-choice-buttons = { $who } получает { $amount } нефизического урона: одна отметка доспеха делит его пополам (до { $half }), две отменяют.
event-nonphysical-choice-more-buttons = Ещё одна отметка доспеха отменит урон, который получает { $who }; без неё урон составит { $half }.
event-damage-halved = { $who }: доспех делит урон пополам: { $from } → { $to }.
event-damage-negated = { $who }: доспех отменяет урон { $from }.
event-damage-stands = { $who }: нефизический урон наносится с уже отмеченным доспехом.
tracker-pending-nonphysical = ⏳ { $who } выбирает доспех против нефизического урона { $amount } (/armour).
button-armour-damage = 🛡️ { $piece }: { $dots ->
    [one] { $dots } отметка
    [few] { $dots } отметки
   *[other] { $dots } отметок
}, урон { $amount ->
    [0] нет
   *[other] { $amount }
}
button-armour-damage-first = 🛡️ { $piece }: 1 отметка (урон { $amount }; вторая отменит)
button-take-damage = Принять урон { $amount }
title-nonphysical-pending = { $who }: нефизический урон { $amount }, ждём выбора доспеха
err-armour-nonphysical-dots = Против нефизического урона можно отметить не больше 2 отметок доспеха: { $dots ->
    [0] больше не осталось
    [one] осталась только 1
   *[other] отметьте 1 или 2
}.

cmd-damage-from = Mage Wars, Tornscape: карта или эффект, наносящие урон (ваш ход, чужая фигура)
cmd-heal-from = Mage Wars, Tornscape: карта или эффект, которые лечат (ваш ход, чужая фигура)
cmd-condition-add-from = Mage Wars, Tornscape: карта или эффект, которые его накладывают (ваш ход, чужая фигура)
cmd-condition-remove-from = Mage Wars, Tornscape: карта или эффект, которые его снимают (ваш ход, чужая фигура)

cmd-seat = Кто играет за какую сторону
cmd-seat-give = Передать своё место или одну его фигуру другому игроку
cmd-seat-give-to = Игрок, который его принимает
cmd-seat-give-piece = Только одна фигура (по умолчанию всё место)
cmd-seat-give-from = Хост или модератор без места: ушедший игрок (по умолчанию вы)
err-option-user = { $option } должно быть участником этого сервера (@имя).

## Места за столом: кто что может (одна проверка для всех игр)
seat-player = игрок { $number }
err-seat-not-yours = Это делает { $who }.
err-seat-choice = { $who } делает выбор: стол ждёт ответа.
err-seat-not-at-table = Это могут только игроки за этим столом.
err-seat-turn = Сейчас ход игрока { $who }: игру дальше ведёт он (или хост либо модератор, который не играет ни за одну сторону).
err-seat-gm-corrects = Это меняет только Мастер.
err-seat-corrects = Фигуры другого игрока меняет только хост или модератор, который не играет ни за одну сторону.
err-seat-host = Это может только тот, кто начал игру (или модератор, который не играет ни за одну сторону).
err-seat-effect-cause = Назовите карту или эффект, которые это делают, в from:.
err-seat-effect-turn = Фигуры другого игрока меняются только в ваш ход, картой или эффектом (from:); иначе попросите хоста или модератора, который не играет ни за одну сторону.

## Seats (mage_wars)
cmd-move-from = Mage Wars: карта или эффект, который его отбрасывает (чужой объект, в вашу фазу действий)
mw-pushed-by = «{ $cause }» отбрасывает { $name } { $from } → { $to } (играет { $by }).
mw-damaged-by = { $name } получает { $amount } от «{ $cause }» (играет { $by }) → жизнь { $left }/{ $life }.
mw-healed-by = { $name } излечивается на { $amount } от «{ $cause }» (играет { $by }) → жизнь { $left }/{ $life }.
mw-condition-changed-by = { $name }: { $markers } × { $condition } от «{ $cause }» (играет { $by }).

## Seats (tornscape)
ts-caused = Причина: «{ $from }» (играет { $by }).
ts-corrected = Исправление вносит { $by }.
ts-embed-caused = { $what } от «{ $from }» (играет { $by })
ts-embed-corrected = { $what } (исправление вносит { $by })

## Seats (flail)
flail-seat-given = Место игрока { $from } занимает { $to }: { $names }.
flail-piece-given = Персонажа { $who } принимает { $to }.
err-flail-give-self = Это место уже принадлежит этому игроку: укажите в to: другого игрока.
err-flail-give-no-seat = { $who } не играет ни одним персонажем в этом бою.
err-flail-give-not-theirs = { $name } — не персонаж игрока { $who }.

## Seats (knowing_zero)
kz-title-seat-given = { $from } передаёт { $side ->
    [attacker] атакующую армию
    [defender] защищающуюся армию
    [both] обе армии
   *[game] своё место в игре
}; теперь играет { $to }
kz-title-seat-reassigned = { $by } передаёт { $side ->
    [attacker] атакующую армию
    [defender] защищающуюся армию
    [both] обе армии
   *[game] место в игре
} ({ $from }); теперь играет { $to }
kz-seat-given = { $side ->
    [attacker] Атакующей армией теперь играет { $to } (прежде: { $from }).
    [defender] Защищающейся армией теперь играет { $to } (прежде: { $from }).
    [both] Обеими армиями теперь играет { $to } (прежде: { $from }).
   *[game] Место в игре переходит: { $from } → { $to }.
}
kz-seat-distance = Расстояние до нуля переходит вместе с местом: { $distance }.
kz-seat-own-distance = Расстояние до нуля у каждого своё.
kz-seat-by = Передаёт { $by } (исправление).
err-kz-seat-piece = В «Познании нуля» карты принадлежат армии: /seat give передаёт армию целиком (без piece:).
err-kz-seat-self = Игрок из to: уже занимает это место.
err-kz-seat-none = { $who }: нет места за этим столом.
err-kz-seat-in-game = { $who }: уже играет в этой игре со своим расстоянием до нуля; место в игре передаётся только новому игроку.

## Seats (lotr_lcg)
lotr-seat-given = За место **{ $seat }** теперь играет **{ $to }**.
lotr-seat-given-unnamed = За место **{ $seat }** теперь играет новый участник.
lotr-piece-given = **{ $name }** переходит с места { $from } на место **{ $to }**.
err-lotr-give-self = У этого игрока это уже есть: передайте кому-нибудь другому.
err-lotr-give-from-no-seat = У этого игрока нет места за этим столом.
err-lotr-give-which-seat = Этот игрок играет за несколько мест: укажите передаваемое место в piece:.
err-lotr-give-not-theirs = { $name } не принадлежит передающему игроку.
err-lotr-give-enemy = { $name } — враг: к другому месту он переходит командой /engage, а не /seat give.
err-lotr-give-to-no-seat = У игрока, который должен получить { $name }, нет места за этим столом: сначала пусть займёт его командой /lcg player.
err-lotr-give-to-which-seat = Игрок, который должен получить { $name }, играет за несколько мест, и /seat give не может определить, за какое: передайте карту игроку с одним местом.

## Seats (mage_wars)
mw-seat-given = Место игрока { $from } занимает { $to }.
mw-piece-given = { $piece }: теперь управляет { $to }.
mw-seat-newcomer = новый игрок
err-mw-give-self = Это уже принадлежит этому игроку: укажите в to: другого.
err-mw-give-no-seat = У вас нет места на этой арене, передавать нечего. Ушедшего игрока указывает в from: организатор или модератор.
err-mw-give-not-seated = У этого игрока нет места на этой арене.
err-mw-give-not-theirs = { $name } не принадлежит игроку { $who }, передать нельзя.
err-mw-give-second-mage = Этот игрок уже играет магом { $mage }: у каждого игрока один маг.
err-mw-give-needs-mage = { $name } действует только в фазу действий своего игрока, а она есть только у игрока с магом: передайте его игроку, который играет магом.

## Seats (tornscape)
ts-embed-seat-given = { $to } занимает место игрока { $from }
ts-embed-piece-given = { $to } получает миниатюру { $name }
ts-seat-given = { $to } теперь ведёт: { $pieces }.
ts-seat-handed-by = Передачу провёл(а) { $by }.
err-ts-give-self = Место передают другому игроку, а не тому, кто его занимает.
err-ts-give-no-seat = У игрока { $who } нет миниатюр на поле: передавать нечего.
err-ts-give-not-theirs = { $name } — не миниатюра игрока { $who }.
err-ts-give-leader = У этого игрока уже есть Лидер Экспедиции: у каждого игрока только один.

## Срок ожидающего выбора
err-deadline-stale = Этот выбор уже сделан: его сроку нечего делать.
deadline-notice = { $who } не ответил(а) за { $waited }: { $default }.
deadline-reminder = { $who }, вас ждёт выбор. Без ответа { $when } применится вариант по умолчанию: { $default }.
deadline-shown = ⏳ Без ответа { $when } применится вариант по умолчанию.
deadline-waited-minutes = { $count } мин
deadline-waited-seconds = { $count } с
deadline-default-armour = попадание засчитано как есть, без отметок на доспехе
deadline-default-fumble = отметка износа на оружии броска
deadline-default-counterstrike = контрудар отклонён
deadline-default-upkeep = поддержание в порядке по умолчанию, все затраты оплачены
deadline-default-kz-strike = бонус получил первый удар
deadline-default-kz-confirm = конец битвы подтверждён
deadline-default-ts-reaction = реакция по умолчанию
deadline-default-ts-reroll = пустые кубики переброшены по умолчанию
deadline-default-ts-assign = защита с распределением по умолчанию

## Сохранённые броски, «бросить ещё раз» и статистика бросков (/roll saved:, /rolls)
cmd-roll-again = Повторить эту запись журнала бросков (её заполняет кнопка)
cmd-roll-saved = Бросок, сохранённый вами или сервером (/rolls save), вместо выражения
cmd-rolls = Сохранённые броски и то, как у вас падают кубики
cmd-rolls-save = Сохранить бросок под именем, чтобы бросать его через /roll saved:
cmd-rolls-save-name = Имя (до 32 символов; сохранение под тем же именем заменяет бросок)
cmd-rolls-save-expression = Выражение с кубиками, как в /roll
cmd-rolls-save-server = Сохранить для всего сервера (модераторы)
cmd-rolls-list = Ваши сохранённые броски и броски сервера (видите только вы)
cmd-rolls-delete = Удалить сохранённый бросок
cmd-rolls-delete-name = Сохранённый бросок
cmd-rolls-delete-server = Удалить бросок сервера с этим именем, а не ваш (модераторы)
cmd-rolls-stats = Как у вас (или у игрока) здесь падают кубики, с проверкой честности
cmd-rolls-stats-user = Чьи кубики (по умолчанию ваши)
cmd-rolls-stats-since = Только за последние столько дней (по умолчанию все сохранённые)
err-roll-one-source = Укажите в /roll либо expression:, либо saved: — что-то одно.
err-saved-roll-unknown = Сохранённого броска с именем { $name } нет. /rolls list покажет ваши броски и броски сервера.
err-saved-roll-name = У сохранённого броска должно быть имя в одну строку.
err-rolls-server-moderator = Сохранять и удалять броски сервера могут только модераторы.
err-rolls-full = У вас на этом сервере уже { $max } сохранённых бросков. Сначала удалите один через /rolls delete.
err-rolls-server-full = У сервера уже { $max } сохранённых бросков. Сначала удалите один через /rolls delete server:true.
err-roll-again-gone = Этот бросок здесь больше нельзя повторить.
err-roll-again-expired = «Бросить ещё раз» работает { $hours } часа после броска, а этот старше. Бросьте его через /roll.
button-roll-again = Бросить ещё раз
title-saved-rolls = Сохранённые броски
title-roll-stats = Статистика кубиков
rolls-saved = Сохранено **{ $name }**: { $expression }. Бросайте через /roll saved:
rolls-replaced = Заменено **{ $name }**: теперь { $expression }.
rolls-saved-server = Сохранено **{ $name }** для всего сервера: { $expression }.
rolls-replaced-server = Заменён бросок сервера **{ $name }**: теперь { $expression }.
rolls-deleted = Ваш сохранённый бросок **{ $name }** удалён.
rolls-deleted-server = Сохранённый бросок сервера **{ $name }** удалён.
rolls-list-empty = Сохранённых бросков здесь пока нет. Сохраните через /rolls save.
rolls-list-mine = **Ваши**
rolls-list-server = **Сервера**
stats-heading = Кубики, брошенные { $user }
stats-since = За { $days ->
    [one] последний { $days } день
    [few] последние { $days } дня
   *[other] последние { $days } дней
}
stats-all-kept = Все сохранённые броски
stats-none = За этот срок кубики ещё не бросались.
stats-roll-dice = **Кубики /roll**
stats-game-dice = **Игровые кубики**
stats-line = к{ $sides }: брошено { $count } · среднее { $mean } (у честного кубика: { $expected }) · { $verdict }
stats-fair = похоже на честный
stats-unusual = **необычно**: честный кубик так выпадает примерно 1 раз из { $n }
stats-not-enough = пока мало бросков
stats-note = -# Считается каждый кубик, в том числе переброшенные и отброшенные. Вердикт учитывает { $sizes } размеров кубиков, проверенных вместе.
stats-chart-title = к{ $sides }: каждая грань, { $count ->
    [one] { $count } бросок
    [few] { $count } броска
   *[other] { $count } бросков
}
stats-chart-face = Грань
stats-chart-share = Доля

## Данные владельцев (/data)
cmd-data = Твои данные на этом сервере или данные всего сервера: копия или удаление
cmd-data-export = Копия твоих данных здесь в файлах JSON (scope:server — данные всего сервера)
cmd-data-export-scope = Чьи данные (по умолчанию твои; данные сервера — только владельцу или администратору)
cmd-data-delete = Удалить твои данные здесь после подтверждения (scope:server — данные всего сервера)
cmd-data-delete-scope = Чьи данные (по умолчанию твои; данные сервера — только владельцу или администратору)
cmd-data-delete-confirm = Подтверждение (его заполняет кнопка)
data-scope-mine = Мои
data-scope-server = Всего сервера
title-data-export = Твои данные
title-data-delete = Удаление данных
button-data-delete = Удалить сейчас
data-exported = { $scope ->
    [server] Данные этого сервера
   *[mine] Твои данные на этом сервере
}: { $rows ->
    [one] { $rows } запись
    [few] { $rows } записи
   *[other] { $rows } записей
}.
data-export-parts = Для одного файла это слишком много: дальше { $parts ->
    [one] { $parts } файл
    [few] { $parts } файла
   *[other] { $parts } файлов
} по порядку. Каждый — целый документ JSON; вместе в них все записи.
data-export-part = Часть { $part } из { $parts }
data-table-line = • { $table ->
    [characters] Персонажи
    [saved_rolls] Сохранённые броски
    [saved_armies] Сохранённые армии
    [die_counts] Статистика кубиков
    [roll_log] Строки журнала бросков
    [channels] Столы каналов
    [history] Шаги отмены
    [server_settings] Настройки сервера
    [trackers] Трекеры
    [controls] Кнопки
    [choice_deadlines] Ожидающие выборы
    [action_interactions] Отвеченные команды
    [command_registrations] Зарегистрированные команды
    [server_activity] Активность сервера
    [server_departures] Отметки об уходе
    [channel_departures] Удалённые каналы
   *[other] { $table }
}: { $count }
data-delete-ask = { $scope ->
    [server] Это сразу и навсегда удалит всё, что хранит этот сервер:
   *[mine] Это сразу и навсегда удалит твои данные на этом сервере:
}
data-delete-press = Чтобы продолжить, нажми кнопку в течение { $minutes } минут; до тех пор ничего не удаляется.
data-delete-type = Чтобы продолжить, отправь в течение { $minutes } минут: { $line }
data-delete-nothing = { $scope ->
    [server] Этот сервер не хранит данных.
   *[mine] Твоих данных на этом сервере нет.
}
data-deleted = { $scope ->
    [server] Удалено всё, что хранил этот сервер
   *[mine] Удалены твои данные на этом сервере
}: { $rows ->
    [one] { $rows } запись
    [few] { $rows } записи
   *[other] { $rows } записей
}.
data-deleted-log = Твоё имя убрано из { $lines ->
    [one] { $lines } строки
   *[other] { $lines } строк
} журнала бросков; сами броски остаются в журнале канала без него.
data-deleted-undo = Идущая схватка сохраняет своих бойцов до конца, а последние 50 шагов отмены каждого канала хранят стол таким, каким он был; то и другое уходит по ходу игры.
err-data-server-admin = Экспортировать или удалить данные всего сервера может только его владелец или администратор. scope:mine — твои данные.
err-data-export-too-large = Этот экспорт больше { $megabytes } МБ — больше, чем бот отправляет в Discord. Попроси его у оператора бота.
err-data-confirm-stale = Это подтверждение недействительно: оно старше 15 минут или не твоё. Запроси снова через /data delete.
err-data-confirm-used = Это удаление уже выполнено.

## Общие столы (/encounter share, веб-страница)
cmd-encounter-share = Веб-страница этого стола только для чтения, вживую, для игроков, зрителей и стримов
cmd-encounter-share-hours = Через сколько часов ссылка перестанет работать (по умолчанию: до отзыва)
cmd-encounter-share-revoke = Вместо этого отозвать все ссылки на этот стол
title-share = Общий стол
share-made = Любой, у кого есть эта ссылка, видит этот стол по ходу игры, только для чтения: { $link }
    Добавь ?overlay=1 для оверлея стрима, ?lang=en-US или ?lang=cs для другого языка.
share-expires = Она перестанет работать через { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[other] { $hours } часов
}; /encounter share revoke:true отключит её раньше.
share-until-revoked = Она работает до /encounter share revoke:true.
share-revoked = { $count ->
    [0] У этого стола не было ссылки.
    [one] Ссылка на этот стол больше не работает.
    [few] { $count } ссылки на этот стол больше не работают.
   *[other] { $count } ссылок на этот стол больше не работают.
}
err-share-who = Делиться столом может только модератор, мастер или ведущий стола.
err-share-off = Этот бот не показывает веб-страниц: его оператор не задал WEB_ADDR.
web-title = Narrator · общий стол
web-no-encounter = За этим столом сейчас не идёт схватка.
web-unavailable = Стол сейчас не прочитать; он вернётся сам.
web-turn = Ход
web-choice = Ждём выбора
web-choice-due = по умолчанию через
web-log = Последние броски
web-log-empty = Бросков пока нет.
