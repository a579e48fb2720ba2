"""Talk that carries no lasting fact: greetings, small talk, asides, general questions to
an assistant, and the lines that look like facts but are not (hypotheticals, other
people's opinions, opinions about the world, passing moods, compliments)."""

from __future__ import annotations

import random
from datetime import date

SHOWS = (
    "Severance",
    "The Bear",
    "Slow Horses",
    "Shrinking",
    "Bake Off",
    "the new Doctor Who",
    "Taskmaster",
    "Succession",
    "Only Murders in the Building",
    "Blue Planet",
    "Fleabag",
    "that Danish crime thing",
    "Abbott Elementary",
    "Detectorists",
    "Gardeners' World",
)
FOODS = (
    "a massive lasagne",
    "leftover curry",
    "dumplings from the place on the corner",
    "the worst pizza of my life",
    "shakshuka",
    "a very sad sandwich",
    "pho",
    "tacos",
    "homemade ramen",
    "beans on toast",
    "a roast with all the trimmings",
    "falafel wraps",
)
PODCASTS = (
    "a podcast about shipwrecks",
    "that history podcast with the two brothers",
    "a true-crime series",
    "a podcast about the origins of words",
    "a cooking podcast",
)
GAMES = ("Wingspan", "Catan", "Codenames", "Ticket to Ride", "Azul", "Dixit", "Scrabble")
TEAMS = ("the football", "the rugby", "the cricket", "the cycling", "the snooker")
WEATHER = {
    "winter": ("freezing", "grey and drizzly", "icy", "pitch dark by four"),
    "spring": ("weirdly warm", "showery", "bright but windy", "finally sunny"),
    "summer": ("boiling", "muggy", "gorgeous", "stormy"),
    "autumn": ("blustery", "wet", "crisp", "foggy"),
}


def season(day: date) -> str:
    return ("winter", "spring", "summer", "autumn")[(day.month % 12) // 3]


# Small-talk exchanges, each a run of turns spoken alternately. Slots: {weather} {show}
# {food} {podcast} {game} {team} {friend} {month}.
EXCHANGES: tuple[tuple[str, ...], ...] = (
    ("How's the weather your end?", "{weather}, as usual.", "Same here. Roll on next month."),
    ("Is it {weather} there too?", "Honestly? Worse. I've given up on it.", "Ha. Stay dry!"),
    ("What's it like out there today?", "Pretty {weather} tbh", "Classic."),
    (
        "Have you started {show} yet?",
        "Two episodes in, no spoilers!",
        "Stick with it, it gets so good.",
    ),
    ("Are you watching {show}?", "Not yet, is it worth it?", "It's worth it, I promise."),
    (
        "I finally caught up on {show}.",
        "That last episode though",
        "I KNOW. I'm still thinking about it.",
    ),
    ("What did you have for dinner?", "{food}.", "Respect."),
    ("Tell me you ate something decent tonight", "{food}, no regrets", "Ha, living the dream."),
    ("Dinner update?", "Honestly, {food}.", "That sounds amazing"),
    ("I've been listening to {podcast}.", "Ooh send me the link", "Will do, you'll love it."),
    (
        "Any podcast recommendations? I need something for the commute",
        "Try {podcast}",
        "Ooh, downloading it now.",
    ),
    (
        "We played {game} last night and it got heated",
        "Ha, there's always one sore loser",
        "It was me. I was the sore loser.",
    ),
    ("Game night this weekend? I'll bring {game}", "I'm in!", "Great, I'll bring snacks."),
    ("Do you still have {game}?", "Somewhere in a cupboard, yes", "Dig it out!"),
    ("Did you see {team} at the weekend?", "Painful.", "Let's not talk about it."),
    ("Were you watching {team} last night?", "Missed it, good result?", "Don't ask."),
    ("My phone screen cracked again", "Nooo", "It's fine, everything's fine."),
    (
        "I think my laptop is dying",
        "Have you tried turning it off and on again? :P",
        "Ha. Yes. Several times.",
    ),
    ("The wifi's been awful all day", "Classic Monday energy"),
    ("Sorry I went quiet, work has been mad", "No worries at all"),
    ("Sorry, I'm all over the place this week", "Don't apologise!"),
    ("Sorry for the slow reply!", "You're fine, same here"),
    (
        "Did you hear from {friend} lately?",
        "Haven't heard from them in ages",
        "We should all get together soon.",
    ),
    ("{friend} says hi, by the way", "Aw, say hi back", "Will do!"),
    ("I bumped into {friend} at the shops", "Oh nice! How are they?", "Same as ever, busy."),
    ("Traffic was a nightmare this morning", "Ugh, sorry", "Forty minutes late in the end."),
    ("The bus didn't turn up again", "Every single time", "I just walked in the end."),
    (
        "I tried a new recipe and it was a disaster",
        "Haha what happened?",
        "Let's just say the smoke alarm worked.",
    ),
    (
        "I burnt the rice. How do you burn rice?",
        "That's impressive in a way",
        "Thank you, it's a gift.",
    ),
    (
        "I attempted croissants. Never again",
        "Photo or it didn't happen",
        "No photos. It was too sad.",
    ),
    (
        "What are you up to this weekend?",
        "Nothing much, sleeping mostly",
        "Same, I need a quiet one.",
    ),
    (
        "Any plans for the weekend?",
        "Cleaning the flat, thrilling stuff",
        "Honestly that sounds perfect.",
    ),
    ("I can't believe it's already {month}", "I know, it's flying"),
    ("Where did this year go?", "Don't, it's scary"),
    ("Did you get my voice note?", "Yes! Sorry, will listen later"),
    ("Sent you a meme, check it", "Just saw it, I'm crying"),
    (
        "I've had three coffees and it's not even ten",
        "Go easy on the caffeine",
        "Too late for that.",
    ),
    ("I need a nap", "Power nap, do it", "Twenty minutes. Setting an alarm."),
    (
        "Have you read anything good lately?",
        "Something about the history of salt, weirdly gripping",
        "Ha, salt. Of course.",
    ),
    ("What are you reading at the moment?", "A thriller I can't put down", "Lend it to me after?"),
    ("What are you reading these days?", "Nothing, my brain is mush", "Fair enough."),
    (
        "My neighbour's been drilling all day",
        "Oh no",
        "I might go round with cake and a polite word.",
    ),
    ("The neighbours had a party until 3am", "Earplugs. Life-changing.", "Ordering some now."),
    (
        "Did you see that video of the goose chasing the postman?",
        "Ha, yes, I watched it ten times",
        "The internet is a gift sometimes.",
    ),
    ("Have you seen the news today?", "Don't, I'm avoiding it", "Probably wise."),
    ("Quick one, are we still on for next week?", "Yes! What time again?", "Seven, I'll text you."),
    ("Still good for the cinema thing?", "Definitely", "Brilliant."),
    ("I'm trying to drink more water this month", "How's that going?", "Badly."),
    (
        "Attempting to go to bed earlier",
        "Good luck with that",
        "Day three and I'm already cheating.",
    ),
    (
        "I'm doing a no-phone-after-ten thing",
        "Ooh, teach me your ways",
        "It's harder than it sounds.",
    ),
    ("Random question: tea or coffee first thing?", "Coffee, obviously", "Monster."),
    (
        "Do you ever lose a whole evening to online shopping baskets?",
        "Every week. I never buy anything",
        "Same, it's basically window shopping.",
    ),
    ("I just found a tenner in an old coat", "Best feeling", "Spending it on cake."),
    (
        "The cat next door has adopted our doorstep",
        "Haha, give it a name",
        "We've been calling it The Landlord.",
    ),
    (
        "I dropped my keys down a drain this morning",
        "No!! Did you get them back?",
        "A very kind man with a magnet. Don't ask.",
    ),
    (
        "Is it just me or is everyone ill at the moment?",
        "Everyone. Wash your hands",
        "Noted, doctor.",
    ),
    (
        "I've been doing the crossword every morning",
        "Any good clues?",
        "One about a fish I still don't understand.",
    ),
    (
        "I spent an hour untangling fairy lights",
        "Why are they always tangled",
        "A mystery for the ages.",
    ),
    ("Cake for breakfast is fine if it's a Tuesday, right?", "Ha, sound reasoning"),
    (
        "Okay I need a film for tonight, go",
        "Something old and funny",
        "Perfect, that narrows it down to everything.",
    ),
)

GREETINGS = (
    ("Hey {other}! How's it going?", "Hey! Good, you?"),
    ("Hi {other}, long time!", "I know! How are you?"),
    ("Morning {other}!", "Morning! Coffee in hand, ready for anything."),
    ("Heyyy", "Hiii, what's up?"),
    ("Evening! You around?", "Yes, hi! What's up?"),
    ("Hiya, how was your week?", "Just about survived it, you?"),
    ("{other}! Got a sec?", "Always. Go on."),
    ("How are you doing?", "Not bad at all, you?"),
)
CLOSINGS = (
    (
        "Right, I'd better go. Talk soon!",
        "Anyway, I've got to run.",
        "OK, dinner's ready, speak later!",
        "Gotta go, bye!",
        "Night night!",
        "Anyway, lovely catching up.",
    ),
    ("Bye! x", "Talk soon!", "Same, speak soon.", "Later!", "Night!", "Take care!"),
)

# Lines that read like facts but must form no memory.
HYPOTHETICALS = (
    "If I ever won the lottery I'd buy a lighthouse and live in it.",
    "If I didn't have to work, I'd learn to sail.",
    "If we ever get a dog I want a massive one, like a Newfoundland.",
    "I'd love to live in {city} one day, maybe.",
    "If I were braver I'd quit and open a café.",
    "In another life I'd have been a marine biologist.",
    "If the rent goes up again we might have to think about moving.",
    "Imagine if we just moved to {city}. Ha.",
)
OTHER_OPINIONS = (
    "My dad thinks {city} is overrated.",
    "{friend} reckons {show} is the best thing on TV.",
    "My mum says I work too much.",
    "{friend} thinks pineapple on pizza is a crime.",
    "My boss thinks open-plan offices are great. He's wrong.",
    "My gran is convinced the new bakery is a front for something.",
    "{friend} swears cold showers changed their life.",
)
GENERIC_OPINIONS = (
    "Honestly, everyone should learn to cook at least three proper meals.",
    "Cats are just better than dogs, fight me.",
    "Nobody needs more than three pairs of shoes.",
    "Summer is overrated.",
    "Board games are the best way to find out who someone really is.",
    "Mornings are a scam.",
    "Trains are the only civilised way to travel.",
    "Sequels are never as good as the first one.",
)
MOODS = (
    "I'm shattered today.",
    "Feeling a bit low this week, to be honest.",
    "I've had the most boring day.",
    "Bit stressed today, ignore me.",
    "I'm so bored I've reorganised the spice rack.",
    "Honestly I'm knackered.",
)
COMPLIMENTS = (
    "Your photos from the weekend were gorgeous.",
    "You always give the best advice, you know that?",
    "Your new haircut really suits you.",
    "That cake you made was incredible.",
)

# General requests to an assistant (no fact about the user) and the kind of answer given.
ASSISTANT_TOPICS: tuple[tuple[str, str], ...] = (
    (
        "How long should I boil an egg for a runny yolk?",
        "About six minutes from boiling for a runny yolk with a set white, then straight into "
        "cold water.",
    ),
    (
        "Can you explain compound interest simply?",
        "Compound interest means you earn interest on your interest. Each period, the interest is "
        "added to the balance, so the next period's interest is calculated on a bigger number.",
    ),
    (
        "What's a polite way to decline a meeting invite?",
        "You could say: \"Thanks for including me. I can't make this one, but I'd be glad to read "
        'the notes and follow up on anything that needs my input."',
    ),
    (
        "Give me a quick stretching routine for after sitting all day.",
        "Try this: neck rolls for thirty seconds, a doorway chest stretch, a standing hip flexor "
        "stretch on each side, and a forward fold. Hold each for about thirty seconds and breathe "
        "slowly.",
    ),
    (
        "What's the difference between baking soda and baking powder?",
        "Baking soda is pure sodium bicarbonate and needs an acid to react. Baking powder already "
        "contains an acid, so it works with just moisture and heat.",
    ),
    (
        "How do I get red wine out of a carpet?",
        "Blot (don't rub) as much as you can, then dab with a mix of cold water and a little "
        "washing-up liquid. Rinse with cold water and blot dry. Salt or bicarbonate of soda can "
        "help draw out what is left.",
    ),
    (
        "Suggest a name for a book club.",
        "A few ideas: Chapter and Verse, The Spine Society, Between the Lines, Plot Twist, or "
        "Read Between the Wines if you meet over a glass.",
    ),
    (
        "Is it better to stretch before or after running?",
        "Dynamic movements like leg swings are better before a run; longer static stretches are "
        "better afterwards, when your muscles are warm.",
    ),
    (
        "Can you rewrite this to sound friendlier: 'Please send the files by Friday.'",
        'Sure: "Could you send the files over by Friday? Thanks so much, that would be a '
        'great help!"',
    ),
    (
        "What's a good way to remember people's names?",
        "Repeat the name when you're introduced, use it once early in the conversation, and link "
        "it to something about the person. Writing it down afterwards helps it stick.",
    ),
    (
        "Why do onions make you cry?",
        "Cutting an onion releases enzymes that produce a sulphur compound; it drifts up and "
        "irritates your eyes, which make tears to wash it away. A sharp knife and a cold onion "
        "help.",
    ),
    (
        "How many tablespoons are in a cup?",
        "There are 16 tablespoons in a US cup. A metric cup of 250 ml is just under 17 "
        "tablespoons.",
    ),
    (
        "Give me three quick ideas for a rainy Sunday.",
        "A long brunch and a film, a museum you've never visited, or a cooking project like "
        "homemade pasta.",
    ),
    (
        "How do I keep basil alive on a windowsill?",
        "Give it lots of light, water when the top of the soil is dry, and pinch off the tops "
        "regularly so it bushes out instead of flowering.",
    ),
    (
        "What's the capital of Australia?",
        "Canberra. Many people guess Sydney, but Canberra was chosen as a compromise between "
        "Sydney and Melbourne.",
    ),
    (
        "Can you summarise the plot of Hamlet in two sentences?",
        "Prince Hamlet learns that his uncle murdered his father to take the throne, and "
        "struggles over whether and how to avenge him. His hesitation and the revenge plot end in "
        "the deaths of nearly everyone, Hamlet included.",
    ),
    (
        "What's a good stretch for a stiff lower back?",
        "Knee-to-chest stretches and the cat-cow movement are gentle places to start. If the pain "
        "is sharp or lasts, it's worth seeing a physiotherapist.",
    ),
    (
        "How do I write a short bio for a conference?",
        "Keep it to three sentences in the third person: who you are and what you do, one thing "
        "you're known for, and a personal touch. Aim for under sixty words.",
    ),
    (
        "Convert 180 degrees Celsius to Fahrenheit.",
        "180 °C is 356 °F. Many recipes round it to 350 °F.",
    ),
    (
        "What are some good icebreaker questions?",
        "Try: What's the best thing you've eaten this month? What's a skill you'd like to learn? "
        "What was your first job? Which fictional place would you visit?",
    ),
    (
        "How do I descale a kettle?",
        "Fill it halfway with equal parts water and white vinegar (or a few spoons of citric "
        "acid), boil, leave for an hour, then rinse and boil fresh water twice.",
    ),
    (
        "What's the rule of thumb for tipping in restaurants in the US?",
        "Around 18 to 20 percent of the pre-tax bill for table service is usual; a little less "
        "for counter service.",
    ),
    (
        "Explain what a sourdough starter actually is.",
        "It's a mix of flour and water where wild yeast and lactic acid bacteria live. Fed "
        "regularly, it makes bread rise and gives it that tang.",
    ),
    (
        "How can I make my emails shorter?",
        "Put the ask in the first line, keep to three short paragraphs at most, cut adjectives, "
        "and end with one clear next step.",
    ),
    (
        "Is it safe to refreeze thawed chicken?",
        "If it thawed in the fridge and stayed cold, yes, though the texture suffers. If it "
        "thawed on the counter, cook it before freezing again.",
    ),
    (
        "What's a good beginner houseplant that's hard to kill?",
        "A snake plant or a pothos: both cope with low light and irregular watering.",
    ),
    (
        "Can you explain the offside rule in one paragraph?",
        "A player is offside if, when the ball is played to them, they are in the opponents' half "
        "and nearer the goal line than both the ball and the second-last defender. Being level is "
        "fine.",
    ),
    (
        "How do I get my sourdough to rise more?",
        "Make sure the starter is at its peak when you mix, keep the dough warm (around 24-26 "
        "°C), and give the bulk ferment more time before shaping.",
    ),
    (
        "Write a haiku about Mondays.",
        "Alarm sings too soon / coffee steam and grey inbox / the week clears its throat.",
    ),
    (
        "What's the difference between a latte and a flat white?",
        "A flat white has less milk and a thinner layer of microfoam, so the coffee tastes "
        "stronger; a latte is bigger and milkier.",
    ),
    (
        "How do I stop my glasses fogging up with a mask?",
        "Pinch the mask's nose wire firmly, wear the glasses over the top edge of the mask, and "
        "try a drop of washing-up liquid rubbed on and polished off the lenses.",
    ),
    (
        "Give me a quick way to memorise a short speech.",
        "Learn it as five or six key points, not word for word, and rehearse out loud while "
        "walking. Record yourself once and listen back.",
    ),
    (
        "Why is the sky blue?",
        "Sunlight scatters off air molecules, and shorter blue wavelengths scatter far more than "
        "red ones, so blue light reaches your eyes from every direction.",
    ),
    (
        "What's a healthy snack I can keep at my desk?",
        "Unsalted nuts, dried apricots, oatcakes, or a jar of roasted chickpeas all keep well and "
        "fill you up.",
    ),
    (
        "How do I clean a cast iron pan?",
        "Rinse with hot water and a brush while it's warm, dry it on the hob, then rub in a thin "
        "layer of oil. Avoid soaking it.",
    ),
    (
        "Can you suggest a playlist theme for a long car journey?",
        "Try 'one song from every decade' in order, or songs that mention places, so everyone "
        "gets a turn picking.",
    ),
    (
        "What is a good way to start journaling?",
        "Keep it tiny: three lines a night about what happened, what you felt, and one thing "
        "you're grateful for.",
    ),
    (
        "How long does it take to walk 5 km?",
        "About an hour at a relaxed pace of 5 km per hour; 45 minutes if you walk briskly.",
    ),
    (
        "Proofread this: 'Their going to the meeting tomorow.'",
        'Corrected: "They\'re going to the meeting tomorrow."',
    ),
    (
        "What should I check before buying a second-hand bike?",
        "Check the frame for cracks, spin the wheels for wobble, test both brakes, shift through "
        "every gear, and ask about the chain's age.",
    ),
    ("Give me a riddle for kids.", "What has hands but can't clap? A clock!"),
    (
        "How do I politely chase an unpaid invoice?",
        "Keep it friendly and specific: attach the invoice, state the amount and due date, and "
        "ask whether anything is needed from you to process it.",
    ),
    (
        "What's a good rule for how much sleep adults need?",
        "Most adults do best on seven to nine hours, and a consistent wake-up time matters as "
        "much as the total.",
    ),
    (
        "Recommend a board game for four people who don't like long rules.",
        "Codenames or Just One: rules in two minutes, lots of laughing, and a game takes twenty "
        "minutes.",
    ),
    (
        "How do I remove a stuck jar lid?",
        "Run the lid under hot water for thirty seconds, then grip it with a rubber glove or a "
        "tea towel. Tapping the edge on the counter can break the seal.",
    ),
)
ASSISTANT_ASIDES: tuple[tuple[str, str], ...] = (
    (
        "what's a good podcast for a long drive?",
        "For a long drive, a narrative history series is perfect: long episodes, no need to look "
        "at anything.",
    ),
    (
        "can you recommend a novel for the train?",
        "Try a short, gripping novel with chapters you can finish between stops; a literary "
        "thriller works well.",
    ),
    (
        "what should I cook tonight with eggs and spinach?",
        "A spinach and feta omelette, or eggs baked in a pan of garlicky spinach with toast for "
        "dipping.",
    ),
    (
        "give me a five-minute breathing exercise?",
        "Breathe in for four counts, hold for four, out for six. Repeat ten times with your "
        "shoulders dropped.",
    ),
    (
        "what's a fun fact I can tell my colleagues?",
        "Octopuses have three hearts, and two of them stop beating when they swim.",
    ),
)
ASSISTANT_OPENERS = (
    "Hi! Quick question.",
    "Hey, me again.",
    "Morning! Can you help me with something?",
    "Hello again.",
    "Hi there.",
    "OK, new question.",
)
ASSISTANT_GREETINGS = (
    "Of course, what do you need?",
    "Happy to help. What's up?",
    "Hi! Go ahead.",
    "Sure, what can I do for you?",
)
ASSISTANT_THANKS = (
    (
        "Thanks, that's perfect.",
        "Brilliant, thank you!",
        "Great, that helps a lot.",
        "Perfect, cheers.",
    ),
    ("You're welcome!", "Glad it helped.", "Any time.", "Happy to help. Good luck!"),
)


def fill(template: str, rng: random.Random, **slots: str) -> str:
    """Fill the chatter slots a template uses; unknown slots come from the lists above."""
    values = {
        "weather": rng.choice(WEATHER[slots.pop("season", "autumn")]),
        "show": rng.choice(SHOWS),
        "food": rng.choice(FOODS),
        "podcast": rng.choice(PODCASTS),
        "game": rng.choice(GAMES),
        "team": rng.choice(TEAMS),
        "month": slots.get("month", "October"),
    }
    values.update(slots)
    text = template.format(**values)
    return text[0].upper() + text[1:] if template.startswith("{") else text


def small_talk(
    rng: random.Random, speakers: tuple[str, str], day: date, **slots: str
) -> list[tuple[str, str]]:
    """One small-talk exchange between two people, opened by either of them."""
    exchange = rng.choice(EXCHANGES)
    first = rng.randrange(2)
    slots = {"season": season(day), "month": day.strftime("%B"), **slots}
    return [
        (speakers[(first + i) % 2], fill(text, rng, **slots)) for i, text in enumerate(exchange)
    ]
