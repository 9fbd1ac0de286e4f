/// The English story content: sentences, worlds, companions and obstacles, written for reading aloud.
///
/// Written in the small format read by `ContentParser` (see there); blocks share their ids
/// with the other languages so the composer can pick a story's ingredients once.
enum EnglishStoryText {
    static let source = #"""
    # ---------------------------------------------------------------- companions
    @companion owl
    events = bedtime weekend learning theme family
    name = the old owl
    a = an old owl
    image = a wise old owl with round spectacles
    meet:
    - On a low branch sat an old owl with round spectacles on the end of its beak.
    + Just then, a soft voice said "Hoo!" and an old owl with little round spectacles blinked down from a branch.
    more:
    - The owl knew every path for miles around.
    + The owl had read every book in the forest library, twice.
    bye:
    - The old owl hooted goodbye and flew off into the night.
    + With a last wise "hoo," the old owl spread its wings and glided away over the treetops.

    @companion hedgehog
    events = bedtime weekend family friends birthday theme holiday
    name = the little hedgehog
    a = a little hedgehog
    image = a small round hedgehog with a red scarf
    meet:
    - Out from under a bush trundled a little hedgehog with a red scarf.
    + Something rustled in the leaves, and out rolled a little hedgehog, uncurling with a sneeze.
    more:
    - The hedgehog was called Bramble, and was very good at finding things.
    + The hedgehog's name was Bramble, and Bramble had a nose that could sniff out anything.
    bye:
    - The little hedgehog gave a tiny bow and trundled off home.
    + {c} waved a small paw, curled up in a warm pile of leaves, and was asleep before {N} had even turned around.

    @companion firefly
    events = bedtime weekend rainy theme
    name = the little firefly
    a = a little firefly
    image = a tiny glowing firefly
    meet:
    - A little firefly blinked on and off right in front of {N's} nose.
    + A tiny light zigzagged out of the dark: a little firefly, blinking with excitement.
    more:
    - The firefly's name was Flick, and Flick's light was the brightest in the whole meadow.
    + The firefly was called Flick, and Flick could blink in seven different colours when very happy.
    bye:
    - The little firefly blinked one last goodbye and zipped away.
    + {c} flashed a little glowing heart in the air, then floated away to join the other fireflies.

    @companion squirrel
    events = weekend friends family birthday helping theme school
    name = the squirrel
    a = a squirrel
    image = a cheerful red squirrel with a bushy tail
    meet:
    - A red squirrel scampered down a tree and stopped right in front of {N}.
    + With a flick of its bushy tail, a red squirrel leapt down from a branch and landed, neat as a button, at {N's} feet.
    more:
    - The squirrel was called Hazel and talked very, very fast.
    + Hazel the squirrel had a cheek full of nuts and a head full of opinions.
    bye:
    - The squirrel waved its bushy tail and scampered back up its tree.
    + {c} chattered a long, happy goodbye, then vanished up the tree in three quick leaps.

    @companion dog
    events = weekend friends family helping birthday holiday rainy theme
    name = the scruffy little dog
    a = a scruffy little dog
    image = a scruffy little dog with floppy ears
    meet:
    - A scruffy little dog with floppy ears came bounding up, wagging its tail.
    + Out of nowhere came a scruffy little dog, ears flapping, tail wagging so hard its whole body wiggled.
    more:
    - The dog was called Pickle and loved everyone at once.
    + The dog's name was Pickle, and Pickle could smell a sandwich from a mile away.
    bye:
    - The little dog licked {N's} hand, barked goodbye and trotted home.
    + With one last happy bark and a wag that shook its whole body, the little dog ran off home for supper.

    @companion robot
    events = school learning rainy family birthday theme
    name = the little tin robot
    a = a little tin robot
    image = a little round tin robot with a blinking antenna
    meet:
    - A little tin robot rolled out from behind a cupboard, beeping politely.
    + There was a whirr and a clank, and a little tin robot with a blinking antenna rolled into view.
    more:
    - The robot was called Bolt and knew a lot of facts.
    + Bolt the robot had been built from a biscuit tin, and still smelled faintly of shortbread.
    bye:
    - The little robot beeped goodbye and rolled back to its cupboard.
    + The robot's antenna blinked a happy pattern, and {c} trundled off to recharge for the night.

    @companion mouse
    events = school birthday learning bedtime family helping
    name = the little grey mouse
    a = a little grey mouse
    image = a tiny grey mouse with a blue waistcoat
    meet:
    - A little grey mouse in a blue waistcoat popped out of a hole in the wall.
    + From a crack in the skirting board peeped a little grey mouse, wearing a waistcoat with shiny buttons.
    more:
    - The mouse was called Pip and knew every secret passage.
    + The mouse's name was Pip, and Pip knew all the hidden corners where nobody ever looked.
    bye:
    - The little mouse squeaked goodbye and disappeared into its hole.
    + {c} gave a deep bow, buttons twinkling, and scurried home to a bed made from a matchbox.

    @companion duck
    events = friends weekend holiday rainy helping
    name = the duck
    a = a duck
    image = a friendly white duck with a yellow beak
    meet:
    - A white duck waddled up, quacking hello.
    + Splashing out of a puddle came a plump white duck, shaking the water from its feathers.
    more:
    - The duck was called Dottie and was very good at swimming.
    + Dottie the duck had opinions about bread, rain and the correct way to waddle.
    bye:
    - The duck quacked goodbye and waddled off to the pond.
    + {c} gave a proud quack and waddled away, tail feathers wagging.

    @companion seagull
    events = holiday helping
    name = the seagull
    a = a seagull
    image = a cheeky seagull with a bright yellow beak
    meet:
    - A seagull landed on a post and looked at {N} with bright eyes.
    + With a great flap and a squawk, a seagull landed on the railing and tilted its head at {N}.
    more:
    - The seagull was called Captain and knew every corner of the coast.
    + The seagull called itself Captain and claimed to have flown all the way around the world, twice.
    bye:
    - The seagull squawked goodbye and soared away over the waves.
    + {c} saluted with one wing and flew off into the evening sky, calling happily.

    @companion cat
    events = family rainy helping birthday bedtime theme
    name = the ginger cat
    a = a ginger cat
    image = a fluffy ginger cat with green eyes
    meet:
    - A fluffy ginger cat jumped down from a wall and rubbed against {N's} legs.
    + A fluffy ginger cat appeared from nowhere, the way cats do, and sat down as if it had been invited.
    more:
    - The cat was called Marmalade and was very curious.
    + Marmalade the cat pretended not to be interested in anything, but followed {N} everywhere.
    bye:
    - The ginger cat purred goodbye and curled up on a warm windowsill.
    + {c} blinked slowly, which is how cats say thank you, and strolled away with its tail held high.

    @companion crane
    events = school learning rainy theme
    name = the paper crane
    a = a paper crane
    image = a little paper crane folded from bright origami paper
    meet:
    - A paper crane from the art table flapped its paper wings and came to life.
    + With a crinkle and a rustle, a folded paper crane stretched its wings and hopped off the shelf.
    more:
    - The paper crane was very light and could glide a long way.
    + The crane had been folded from a page of a story book, and its wings still showed a few tiny words.
    bye:
    - The paper crane folded its wings and settled back on the shelf.
    + With a soft rustle, the paper crane flew back to its shelf and became an ordinary paper bird again, or almost.

    @companion ladybird
    events = weekend friends rainy theme family
    name = the ladybird
    a = a ladybird
    image = a shiny red ladybird with seven spots
    meet:
    - A shiny red ladybird landed on {N's} finger.
    + Something tiny and red landed on {N's} sleeve: a ladybird with seven perfect spots.
    more:
    - The ladybird was called Dot and was small but very brave.
    + Dot the ladybird could count to seven, because that was how many spots Dot had.
    bye:
    - The ladybird opened its wings and buzzed away.
    + {c} crawled to the tip of {N's} finger, opened two shiny wings and flew away.

    # ---------------------------------------------------------------- obstacles
    @obstacle stream
    events = bedtime weekend friends holiday theme family birthday helping
    image = a wide, rushing stream with no bridge
    intro:
    - Then {N} came to a wide stream with no bridge.
    + Soon a stream blocked the way, wide and quick, splashing loudly over the stones.
    more:
    - The water was cold and fast, and the other side looked very far away.
    done:
    - Soon {N} was safely on the other side, with dry feet.
    - Splash, hop, jump, and {N} was across!

    @obstacle fog
    events = bedtime weekend rainy holiday theme
    image = a thick white fog
    intro:
    - Suddenly, a thick white fog rolled in, and {N} could not see the way.
    + Out of nowhere, a fog as thick as porridge crept in and swallowed up the path.
    more:
    - Everything looked the same in the fog: white, white and more white.
    done:
    - Little by little, the fog drifted apart, and the path appeared again.
    - Soon {N} stepped out of the fog into clear air.

    @obstacle gate
    events = any
    image = a tall locked gate with a grumpy lock
    intro:
    - A little further on, a tall gate blocked the way, and it was locked.
    + Before long, {N} reached a tall iron gate, firmly locked, with a lock that seemed to be frowning.
    more:
    - The lock was rusty and grumpy and did not want to open.
    done:
    - Click! The gate swung open with a happy creak.
    - The gate opened, and the way was clear.

    @obstacle high
    events = any
    image = a high ledge, out of reach
    intro:
    - Then the way went up a high ledge, far too high to reach.
    + Next came a real problem: the only way on was up a ledge, higher than a grown-up could reach.
    more:
    - Even standing on tiptoe did not help.
    done:
    - Up went {N}, and soon the top was reached.
    - And just like that, {N} was up and over.

    @obstacle brambles
    events = bedtime weekend family theme holiday
    image = a tangle of thorny brambles across the path
    intro:
    - A big tangle of brambles grew right across the path.
    + Soon a wall of prickly brambles blocked the way, thick and thorny and full of scratchy branches.
    more:
    - The thorns caught on sleeves and tugged at hair.
    done:
    - Soon {N} found a way through, without a single scratch.
    - {N} wriggled through the brambles and came out safely on the other side.

    @obstacle crossroads
    events = any
    image = a signpost with arrows pointing in every direction
    intro:
    - Then the way split into three, and a signpost pointed in every direction at once.
    + Soon {N} reached a crossroads, where a crooked signpost had arrows pointing left, right, up and even down.
    more:
    - Which way was the right way? It was impossible to tell.
    done:
    - Soon {N} knew which way to go, and off went the adventure again.
    - The right path was found, and {N} hurried along it.

    @obstacle goose
    events = weekend friends family holiday theme birthday helping
    image = a grumpy goose guarding a narrow path
    intro:
    - A grumpy goose stood in the middle of the path and would not let anyone pass.
    + On the narrow path stood a very grumpy goose, wings spread, honking at anyone who came close.
    more:
    - "Honk!" said the goose. "Nobody passes here!"
    done:
    - In the end, the goose stepped aside, looking almost pleased.
    - The goose let {N} pass and even gave a friendly honk.

    @obstacle bridge
    events = bedtime weekend holiday theme
    image = a wobbly rope bridge over a deep ditch
    intro:
    - Then {N} came to a wobbly rope bridge over a deep ditch.
    + Ahead hung a rope bridge, swaying gently over a deep ravine, its planks creaking in the wind.
    more:
    - Every time the wind blew, the bridge swung from side to side.
    done:
    - Plank by plank, {N} crossed, and soon both feet were on solid ground.
    - {N} reached the other side, and the bridge stopped wobbling, as if it were proud.

    @obstacle wind
    events = any
    image = a sudden gust of wind scattering leaves everywhere
    intro:
    - Suddenly, a gust of wind came whooshing along and blew everything about.
    + All at once, a wild gust of wind swept past, spinning leaves, papers and hats into the air.
    more:
    - It was hard to keep going with the wind pushing and pulling.
    done:
    - The wind soon grew tired and turned into a gentle breeze.
    - At last the wind settled down, and all was calm again.

    @obstacle tunnel
    events = any
    image = a long dark passage
    intro:
    - Next, the way went through a long, dark passage.
    + Then the way led into a long, dark passage, so dark that {N} could not see a hand in front of {N's} nose.
    more:
    - Drip, drop went the water somewhere in the dark.
    done:
    - Soon a little light appeared at the end, and {N} stepped out into the open.
    - {N} reached the end of the passage, blinking and smiling.

    @obstacle puddle
    events = rainy weekend family friends holiday theme bedtime
    image = an enormous muddy puddle
    intro:
    - Then {N} came to the biggest, muddiest puddle in the whole world.
    + Soon {N} found a puddle so enormous that ducks could have held a swimming race in it.
    more:
    - There was no way around it, and it looked very deep.
    done:
    - Soon the puddle was behind {N}, with only a tiny splash on one shoe.
    - {N} got across, laughing, and the puddle gave a little gurgle, as if it were laughing too.

    @obstacle boxes
    events = school birthday family learning helping rainy
    image = a wobbly tower of boxes about to topple
    intro:
    - Then {N} found a tall tower of boxes, wobbling and about to fall.
    + In the way stood a towering stack of boxes, swaying dangerously, as if it might topple at any moment.
    more:
    - Wobble, wobble went the boxes.
    done:
    - Soon the boxes were neat and steady, and the way was clear.
    - The tower stopped wobbling, and {N} slipped safely past.

    @obstacle stairs
    events = any
    image = a very long spiral staircase
    intro:
    - Next came a staircase with a hundred steps, going round and round.
    + Then {N} reached a spiral staircase that wound up and up, so high that the top was lost in shadow.
    more:
    - Halfway up, {N's} legs began to feel very tired.
    done:
    - At last {N} reached the top, puffing and proud.
    - One hundred steps later, {N} was at the top.

    @obstacle giant
    events = bedtime weekend theme holiday
    image = a sleepy giant snoring across the path
    intro:
    - Then {N} found a giant fast asleep, lying right across the path and snoring.
    + Soon a rumbling snore filled the air: a big, friendly giant was asleep across the path, with one boot as large as a boat.
    more:
    - The giant's snores made the leaves shake.
    done:
    - {N} tiptoed past, and the giant just smiled in its sleep.
    - The giant rolled over, still snoring, and the way was clear.

    @obstacle paint
    events = school learning birthday rainy
    image = a floor covered in slippery spilled paint
    intro:
    - Then {N} found the floor covered in spilled paint, slippery and bright.
    + Ahead, someone had spilled a whole rainbow of paint, and the floor was as slippery as an ice rink.
    more:
    - One wrong step, and it would be a long slide all the way back.
    done:
    - Soon {N} was across, with only a tiny blue footprint to show for it.
    - {N} made it past the paint without slipping once.

    @obstacle bees
    events = weekend friends family theme birthday
    image = a buzzing cloud of bees around a hive
    intro:
    - Then {N} came to a beehive, and the bees were buzzing very loudly.
    + Ahead, a cloud of busy bees hummed around their hive, right next to the path.
    more:
    - It would not be a good idea to make the bees cross.
    done:
    - The bees went back to their flowers, humming happily, and the way was clear.
    - Soon {N} was past the hive, and the bees did not mind at all.

    @obstacle cart
    events = helping school birthday family friends learning holiday
    image = an overturned cart of apples blocking a lane
    intro:
    - Then {N} found a cart that had tipped over, with apples rolling everywhere.
    + Around the next corner, an apple cart had tipped over, and a river of red apples was rolling down the lane.
    more:
    - Nobody could get past until the apples were picked up.
    done:
    - Soon every apple was back in the cart, and the lane was clear.
    - The last apple was popped back into the cart, and {N} went on.
    @words main
    age3 = three
    age4 = four
    age5 = five
    age6 = six
    age7 = seven
    age8 = eight
    age9 = nine
    age10 = ten
    age11 = eleven
    age12 = twelve
    fallbackName = our hero
    fallbackPossessive = our hero's

    # ---------------------------------------------------------------- opening
    @pool opening.intro
    - Once upon a time, there was a {age}-year-old called {N}.
    - Once upon a time, in a house with a crooked chimney, lived a {age}-year-old named {N}.
    - This is the story of {N}, who was {age} years old and full of good ideas.
    - There once was a {age}-year-old named {N}, who had a smile as bright as morning.
    + Not so long ago, and not so far away, there lived a {age}-year-old by the name of {N}.
    + In a town where the streets smelled of bread and blossom, there lived a {age}-year-old called {N}.
    + Some children collect stones, some collect stickers, and {N}, who was {age}, collected adventures.

    @pool opening.intro.anon
    - Once upon a time, there was a {age}-year-old who loved adventures. Let's call this child our hero.
    + Not so long ago, there lived a {age}-year-old with a big heart and bright eyes: our hero.

    @pool opening.look
    - You could spot {N} from far away: {look}.
    - Anyone who met {N} remembered the look of this little adventurer: {look}.
    - {N} was easy to recognise: {look}.
    + If you ever passed {N} in the street, you would notice it at once: {look}.

    @pool opening.life
    - {N} loved pancakes on Sundays, puddles on rainy days and stories at bedtime.
    - Every morning, {N} said hello to the sparrows on the windowsill.
    + In {N's} pockets, you could usually find a pebble, a piece of string and at least one good idea.
    + {N} liked to ask questions that grown-ups found very hard to answer, like why the sky doesn't fall down.
    - {N} could whistle three different tunes and hop on one foot for a very long time.

    # ---------------------------------------------------------------- free-text themes and wishes
    @pool theme.open
    - And on this particular day, {N} could think about only one thing: {theme}.
    - That day, everything seemed to whisper about the same thing: {theme}.
    + It was going to be a day full of {theme}, although {N} did not know it yet.

    @pool theme.journey
    - As they went, {N} kept thinking about {theme}, and it made every step feel lighter.
    + Everything along the way seemed to remind {N} of {theme}, as if the whole world had the same idea.
    - {N} smiled, thinking about {theme}.

    @pool theme.close
    - And when sleep came, it brought dreams full of {theme}.
    - Just before falling asleep, {N} thought once more about {theme}, and smiled.
    + Somewhere between waking and dreaming, {theme} turned into the softest dream of all.

    @pool wish.open
    - This story has a little wish tucked inside it, from someone who loves {N} very much: {wish}.
    + Tucked inside this story, like a note in a lunchbox, there is a special wish: {wish}.

    @pool wish.close
    - And the little wish tucked inside this story? It was there all along, warm as a hug: {wish}.
    + As for the special wish tucked into this story, {N} kept it close, like a treasure: {wish}.

    # ---------------------------------------------------------------- traits the content does not know
    @pool trait.intro
    - Everyone who knew {N} said the same thing: {N} was wonderfully {trait}.
    - Being {trait} was one of the best things about {N}.
    + If you asked {N's} friends, they would tell you that nobody was quite as {trait} as {N}.

    @pool trait.help
    - Being {trait} helped now: {N} knew just what to do, and did it.
    - {N} was {trait}, and that turned out to be exactly what was needed.
    + Because {N} was so {trait}, a good idea came quickly, and the way was soon clear.

    @pool trait.climax
    - {N} had no magic powers, but {N} was {trait}, and that was enough.
    - Being {trait} was {N's} real superpower, and now it shone.
    + {N} did what only a truly {trait} child could do, and did it with all {N's} heart.

    @pool trait.lesson
    - {N} thought about the day and smiled: being {trait} had made all the difference.
    + Today, {N} had learned that being {trait} is a kind of treasure you carry everywhere.

    # ---------------------------------------------------------------- no trait or ability: kindness
    @pool kindness.help
    - {N} stopped, thought for a moment, and found a kind and careful way through.
    - {N} did not give up. Slowly and patiently, the way became clear.
    + With patience and a warm heart, {N} took one careful step at a time, and helped {c} do the same.
    + {N} stayed calm and gentle, and little by little, the trouble gave way.

    @pool kindness.climax
    - {N} did not have any magic, but {N} had something just as strong: a kind heart.
    - {N} spoke softly and kindly, and listened with both ears, and that changed everything.
    - {N} held out a hand and said, "Don't worry. We'll fix this together."
    + It turned out that kindness, when you really mean it, is the strongest magic of all.
    + Gently, patiently, one small kind thing after another, {N} set everything right.

    @pool kindness.lesson
    - {N} thought about the day and knew something important: a kind heart can fix almost anything.
    + Snuggled in bed, {N} understood that the bravest thing of all is simply to be kind.

    # ---------------------------------------------------------------- problem
    @pool problem.react
    - {N} frowned. Something had to be done, and quickly.
    - {N} looked at the problem and felt a little worried, but only for a moment.
    - "Oh dear," said {N}. "Somebody has to help."
    + For a moment, {N} stood very still, thinking hard, the way you do when something really matters.
    + {N's} heart went thump-thump, but a brave little voice inside said: you can help.

    @pool problem.decide
    - {N} knew what to do: go all the way to {goal} and put things right.
    - So {N} decided to set off for {goal}, right away.
    - There was only one thing to do: find the way to {goal}.
    + Without another word, {N} laced up a pair of shoes and set out for {goal}.
    + {N} made up a plan on the spot: the answer was waiting at {goal}.

    # ---------------------------------------------------------------- journey
    @pool journey.start
    - Outside, the world felt new, as if it had been waiting for {N}.
    - The first steps of an adventure always feel a little tingly, and these did too.
    + A shiver of excitement, the good kind, ran all the way down to {N's} toes.

    @pool journey.walk
    - {N} walked on, humming a little song.
    - The path curled this way and that, and {N} followed it.
    - Step by step, {N} went on, looking at everything.
    - {N} stopped for a moment to listen. Everything was calm.
    - On went {N}, one foot in front of the other.
    - A little breeze came along and kept {N} company.
    + {N} kept going, counting the steps under {N's} breath: one hundred and one, one hundred and two.
    + Every few steps, {N} stopped to notice something new: a shiny pebble, a curly leaf, a funny-shaped cloud.
    + The way went on and on, but {N} did not mind; adventures are never in a hurry.
    + {N} felt a little tired, but also a little taller, the way you feel when you are doing something important.

    @pool journey.walk.c
    - {N} and {c} walked on side by side.
    - On they went, {N} and {c}, one step after another.
    - {c} hummed a little tune, and {N} hummed along.
    - {N} and {c} shared a biscuit and kept going.
    - {c} stayed close to {N}, and {N} stayed close to {c}.
    - Together, {N} and {c} followed the way.
    + {N} and {c} went on together, chatting about everything and nothing.
    + The way was long, but with {c} for company, it never felt lonely.
    + Now and then, {c} pointed out something {N} would never have noticed alone.
    + {c} told {N} a story about a long-ago adventure, and the time flew by.
    + {N} and {c} played a game of "I spy" as they went, and {c} cheated only a little.

    @pool journey.talk
    - "We're getting closer," {N} whispered.
    - "I can do this," {N} said quietly. And it was true.
    - "Almost there," {N} said, to nobody in particular.
    + "What a strange and wonderful place," {N} murmured, eyes wide.
    + "One day I'll tell everyone about this," {N} thought, smiling.

    @pool journey.talk.c
    - "Are we nearly there?" asked {N}. "Nearly," said {c}.
    - "This is the best adventure ever," {N} whispered. {c} agreed.
    - "Look!" said {c}. "Over there!"
    - "Are you tired?" asked {c}. "Not one bit," said {N}, with a yawn.
    - "I'm glad I met you," said {c} softly.
    + "I'm glad you came with me," {N} said, and {c} looked very pleased indeed.
    + "Do you think we can really do it?" asked {c}. "I know we can," said {N}.
    + "What's your favourite thing in the whole world?" asked {c}. {N} thought about it for a long time.
    + "When this is over," said {c}, "let's have a picnic." {N} thought that was a splendid idea.

    @pool journey.cheer.c
    - "You did it!" cried {c}.
    - {c} clapped with delight. "Well done, {N}!"
    - "How did you do that?" asked {c}, amazed.
    - "Hooray!" cheered {c}.
    - {c} did a happy little hop.
    + {c} looked at {N} with great admiration. "I would never have thought of that."
    + "I knew you could do it," said {c}, beaming from ear to ear.
    + "That," said {c} proudly, "was brilliant."

    @pool companion.join
    - From then on, {c} came along too.
    - "Can I come with you?" asked {c}. "Of course!" said {N}.
    - And so {N} and {c} went on together.
    + {c} decided on the spot to join the adventure, and {N} was very glad of the company.

    # ---------------------------------------------------------------- climax
    @pool climax.turn
    - {N} took a deep breath. This was the moment.
    - Now it was up to {N}.
    - {N} stood up straight and got ready.
    + Everything was very quiet, as if the whole world were waiting to see what {N} would do.

    @pool climax.joy
    - Everyone cheered, and {N} laughed with happiness.
    - {N} did a little happy dance, right there and then.
    + A warm, fizzy feeling of joy bubbled up inside {N}, like lemonade on a summer day.

    @pool climax.joy.c
    - {c} cheered and hugged {N} tight.
    - {N} and {c} did a little victory dance together.
    + "You were amazing," said {c}, and {N} felt warm all the way down to the toes.

    # ---------------------------------------------------------------- ending
    @pool ending.home
    - Home had never looked so warm and welcoming.
    - It felt good to be home again, safe and sound.
    + Everything at {home} was just as it should be: the kettle, the slippers, the soft yellow lamp.

    @pool ending.home.c
    - {N} was already missing {c} a little.
    - {N} smiled, thinking of {c} and the whole adventure.
    + {N} knew that {c} would be a friend for ever, and that thought was as warm as a blanket.

    @pool ending.celebrate
    - There was warm milk with honey, and a hug that lasted a long time.
    - {N} told the whole story, from the very beginning to the very end.
    + Nobody could quite believe the story, but everyone loved hearing it.

    @pool ending.tuck
    - Soon it was time for pyjamas, a warm bath and a good brush of the teeth.
    - {N} climbed into bed and pulled the soft blanket right up to the chin.
    - After a bath and a story, {N} snuggled down under the covers.
    - {N's} favourite teddy was waiting on the pillow, as always.
    + {N} wriggled down into the warm nest of blankets, feeling as snug as a bug in a rug.
    + Washed, brushed and cosy in soft pyjamas, {N} slipped under the covers with a happy sigh.

    @pool ending.room
    - The night-light glowed softly, like a little moon in the corner of the room.
    - Outside the window, the stars were twinkling, one by one.
    - The pillow was soft and cool, and the blanket was warm and heavy.
    - The house was quiet now, and everything was still.
    + The house grew quiet: the clock ticked slowly, and somewhere a floorboard sighed and settled.
    + Downstairs, someone was humming softly, and the sound floated up the stairs like a lullaby.
    + The curtains moved gently in the night breeze, and the room smelled of clean sheets and warm milk.
    + Through the window, the moon peeked in, round and kind, as if to say that all was well.

    @pool ending.drowsy
    - {N} yawned a big, big yawn.
    - {N's} eyelids grew heavy, heavier, heavier.
    - {N's} breathing grew slow and deep.
    - One more yawn, and then another.
    + A warm, heavy sleepiness spread from {N's} toes all the way up to the tip of {N's} nose.
    + The room felt soft and far away, like a boat rocking on a gentle sea.

    @pool ending.sleep
    - Slowly, slowly, {N} drifted off to sleep.
    - Both eyes closed, and sleep came softly.
    - The day had been long and wonderful, and now it was time to sleep.
    - Soon {N} was fast asleep, with a little smile.
    + One last happy thought floated by, and {N} followed it gently into a dream.
    + Soon {N} was fast asleep, dreaming of everything that had happened, and of adventures still to come.
    + Sleep came like a soft cloud, and carried {N} away into sweet dreams.

    @pool ending.goodnight
    - Goodnight, {N}. Sweet dreams.
    - Sleep tight, {N}. Goodnight.
    - Sweet dreams, little adventurer. Goodnight.
    - Goodnight, {N}. Sleep well, and dream of wonderful things.
    + Goodnight, {N}, and goodnight to the moon, the stars and all the sleepy world.

    @pool problem.ready
    - {N} packed a small bag: a snack, a water bottle and a lucky pebble.
    - {N} took a deep breath and gave a little nod. Ready.
    + Before leaving, {N} stuffed a torch, a piece of string and an apple into a pocket, just in case.

    @pool climax.help.c
    - {c} stood close, ready to help.
    - "You can do it," whispered {c}.
    + {c} held on tight, eyes shining with hope.

    # ---------------------------------------------------------------- interludes
    @interlude rest
    events = any
    image = sitting down for a little rest and a snack
    lines:
    - After a while, {N} sat down for a little rest.
    - There was an apple in {N's} pocket, crisp and sweet, and it tasted like the best apple in the world.
    + For a moment, everything was still, and {N} just listened to the world breathing.

    @interlude song
    events = any
    image = singing a happy marching song
    lines:
    - To keep spirits up, {N} made up a little song about the adventure so far.
    - "Left foot, right foot, on we go, over high and under low!"
    + It was not a very long song, but it was a very good one, and it made the way feel shorter.

    @interlude button
    events = any
    image = finding a tiny shiny treasure on the ground
    lines:
    - Something shiny caught {N's} eye: a tiny silver button, lying all alone.
    - {N} picked it up and tucked it into a pocket, for luck.
    + Who knows where it came from? Perhaps from the coat of a gnome, or the waistcoat of a mouse.

    @interlude hiccups
    events = any
    image = giggling with the hiccups
    lines:
    - Then, all of a sudden, {N} got the hiccups! Hic! Hic!
    - A big breath, a count to ten, and a sip of water, and they were gone.
    + Giggling, {N} went on, with just one last little "hic" for good measure.

    @interlude rainbow
    events = weekend friends holiday rainy family helping birthday theme
    image = admiring a rainbow in the sky
    lines:
    - Suddenly, a rainbow appeared in the sky, bright and beautiful.
    - {N} stopped to count its colours: red, orange, yellow, green, blue, indigo and violet.
    + It felt like a good sign, as if the sky were saying: keep going, you're on the right path.

    @interlude butterfly
    events = weekend friends holiday family birthday theme learning
    image = a blue butterfly resting on the child's shoulder
    lines:
    - A blue butterfly landed on {N's} shoulder and rode along for a while.
    - It was as light as a whisper and as blue as the sky.
    + When it finally fluttered away, it circled {N's} head once, as if to say goodbye.

    @interlude star
    events = bedtime
    image = watching a shooting star
    lines:
    - Just then, a shooting star zipped across the sky.
    - {N} closed both eyes and made a quick wish.
    + It was a secret wish, of course, because that is the rule with shooting-star wishes.

    @interlude shadow
    events = bedtime
    image = making shadow shapes in the moonlight
    lines:
    - In the moonlight, {N's} shadow stretched long and thin across the grass.
    - {N} made it wave, and hop, and dance a little jig.
    + The shadow was a very good dancer, almost as good as {N}.

    @interlude clouds
    events = weekend friends holiday family theme
    image = lying in the grass looking at the clouds
    lines:
    - {N} lay back in the grass for a moment and looked at the clouds.
    - There was a dragon, a teapot and a sheep riding a bicycle.
    + Then the wind mixed them all up, and they became a giant smiling whale.

    @interlude rabbit
    events = weekend holiday theme family bedtime
    image = a rabbit pointing the way with one ear
    lines:
    - A rabbit popped out of its burrow and twitched its nose.
    - "The way you want is over there," it said, pointing with one long ear.
    + Then it vanished, quick as a wink, before {N} could even say thank you.

    @interlude bell
    events = school helping birthday learning family
    image = listening to a clock tower chime
    lines:
    - Somewhere, a big clock struck the hour: bong, bong, bong.
    - {N} counted the bongs and hurried a little faster.
    + Time was ticking, but there was still enough of it, if {N} kept going.

    @interlude puddles
    events = rainy
    image = jumping in puddles in the rain
    lines:
    - On the way, {N} jumped in one puddle, then another, then a really big one.
    - Splash! Splash! SPLASH!
    + The puddles seemed to giggle, and the rain drummed a happy rhythm on {N's} hood.

    @interlude kindness
    events = any
    image = getting directions from a kind old lady with a basket
    lines:
    - A kind old lady with a basket smiled at {N} and held out a warm bun.
    - "You look like someone on an important mission," she said. "Keep going, dear."
    + The bun was still warm, and it tasted of cinnamon and good luck.

    # ================================================================ Bedtime Adventure
    @event bedtime
    image = a quiet little house at the edge of a moonlit meadow
    time1 = early evening
    time2 = starry night
    time3 = deep blue night
    time4 = late night
    home = the little house at the edge of the meadow
    scene:
    - It was the time of day when the sky turns from blue to violet and the first star peeks out.
    - The house was quiet, bath time was over, and a warm smell of toast still floated in the kitchen.
    + Outside the bedroom window, the meadow lay silver and still, as if it were holding its breath.
    - Somewhere far away, an owl said hoo-hoo, the way owls do when the night is just beginning.
    + The curtains swayed a little in the breeze, and the moonlight drew soft patterns on the floor.
    evening:
    - Back home, the house was dark and quiet, just as {N} had left it.
    - The garden gate creaked softly as {N} slipped back inside, and the house was warm and still.
    + Far behind, the night settled back into its peaceful hush, as if nothing had ever happened.

    @problem bedtime.moon
    goal = the top of Lantern Hill
    target = the moon
    image = the moon hangs pale and grey over the rooftops, its light gone
    goalImage = the top of a grassy hill under an enormous pale moon
    fixImage = the moon shines bright silver again over the sleeping town
    title:
    - {N} and the Sleepy Moon
    - The Night the Moon Forgot to Shine
    start:
    - That night, something strange happened: the moon did not light up.
    - It hung above the rooftops, pale and grey, like a lamp someone had forgotten to switch on.
    - Without its silver light, the fireflies lost their way and the owls bumped into branches.
    more:
    - The hedgehogs in the garden could not find their beds, and a baby owl began to cry.
    + Even the crickets stopped singing, because nobody likes to sing in the dark.
    arrive:
    - At last, {N} reached the top of Lantern Hill, where the moon hung so low it almost touched the grass.
    crisis:
    - Up close, the moon gave a huge, sleepy yawn. It was so tired that it had forgotten how to glow.
    fix:
    - The moon blinked once, twice, and then, little by little, it began to shine again.
    - Silver light poured over the hill, the meadow and every rooftop in town.
    joy:
    - "Thank you," whispered the moon, in a voice as soft as a pillow. "Now every child can find the way to dreamland."

    @problem bedtime.stars
    goal = the old oak at the end of the meadow
    target = the fallen stars
    image = the stars have fallen from the sky and are tangled in the branches of an old oak
    goalImage = a huge old oak tree with stars caught in its branches
    fixImage = the stars float back up into the night sky
    title:
    - {N} and the Fallen Stars
    - The Night the Stars Fell Down
    start:
    - Just as the sky turned dark, a gust of wind swept across the meadow and shook the stars loose from the sky.
    - Down they tumbled, tinkling like tiny bells, and landed in the branches of the old oak.
    - Now there was a big dark hole in the sky where the stars should have been.
    more:
    - Without the stars, the birds flying home and the boats out at sea would not know which way to go.
    arrive:
    - At last, {N} reached the old oak at the end of the meadow, its branches twinkling with trapped stars.
    crisis:
    - The stars were caught very high up, and every time the wind blew, they slipped deeper into the leaves.
    fix:
    - One by one, the stars came free and floated back up into the sky, taking their places like children in a circle.
    - The sky filled with twinkling lights again, brighter than ever.
    joy:
    - The smallest star did a little twirl, just for {N}, before settling into its place.

    @problem bedtime.dreams
    goal = the Dream Keeper's cottage on Cloud Hill
    target = the Dream Keeper's lantern
    image = a great lantern on a hill has gone dark, and little dreams drift lost in the sky
    goalImage = a tiny cottage on a cloud-topped hill with a tall, dark lantern
    fixImage = the great lantern glows golden and happy dreams float home
    title:
    - {N} and the Dream Lantern
    - The Night the Dreams Got Lost
    start:
    - That night, the Dream Keeper's great lantern went dark, and the good dreams could not find their way to sleeping children.
    - They wandered about the sky instead, lost and confused.
    - A little dream about a flying cat even floated in through {N's} window, looking for its way.
    arrive:
    - At last, {N} reached the Dream Keeper's cottage on Cloud Hill, where the great lantern stood cold and dark.
    crisis:
    - The Dream Keeper, a tiny old man in a nightcap, had fallen fast asleep, and the lantern's flame had gone out.
    fix:
    - The lantern flickered, sparkled and burst into a warm golden glow.
    - All across the sky, the lost dreams turned towards the light and floated happily home.
    joy:
    - The Dream Keeper woke with a start, smiled, and promised {N} a very special dream that night.

    @place bedtime.garden
    image = a moonlit garden with sleeping flowers
    arrive:
    - Soon, {N} tiptoed out into the garden, where the flowers had closed their petals for the night.
    + Then came the garden, silver and hushed, with dew already sparkling on the grass.
    see:
    - The sunflowers were nodding their heavy heads, as if they were already dreaming.
    - A snail slid slowly along the path, leaving a shiny silver trail.
    + The old swing creaked gently in the breeze, rocking all by itself.

    @place bedtime.meadow
    image = a wide meadow of tall grass under the stars
    arrive:
    - Next came the big meadow, where the grass was taller than {N's} knees.
    + Beyond the garden gate, the meadow stretched out like a dark green sea, rippling in the night wind.
    see:
    - Crickets were singing their night song: chirp, chirp, chirp.
    - Pale moths fluttered up with every step, like flakes of paper.
    + The grass whispered and swished, telling secrets that only the wind could understand.

    @place bedtime.pond
    image = a still pond reflecting the night sky, with lily pads
    arrive:
    - The path led down to the pond, which was so still that it looked like a mirror.
    + Soon the path curved down to the lily pond, where the water held a perfect copy of the night sky.
    see:
    - A frog sat on a lily pad and said "ribbit," very politely.
    - Little fish blew bubbles that popped with a soft plip.
    + Dragonflies were sleeping on the reeds, their wings folded like tiny glass fans.

    @place bedtime.woods
    image = a small wood full of glowing fireflies
    arrive:
    - After that, {N} came to the Firefly Wood, where hundreds of tiny lights blinked on and off.
    + Then the trees closed in, and {N} stepped into the Firefly Wood, where the air itself seemed to sparkle.
    see:
    - The fireflies danced around {N} like little floating lanterns.
    - An old badger peeked out of its hole, yawned, and went back to bed.
    + Mushrooms glowed softly at the feet of the trees, pale blue and pearly white.

    @place bedtime.bridge
    image = an old stone bridge over a whispering stream at night
    arrive:
    - Before long, the path reached an old stone bridge over a singing stream.
    + A little further on, an arched stone bridge appeared, covered in moss as soft as velvet.
    see:
    - Underneath, the water splashed and gurgled over smooth round pebbles.
    - The air smelled of wet moss and night flowers.
    + Someone had carved a tiny moon and a tiny star into the stones, a long, long time ago.

    @place bedtime.windmill
    image = an old windmill on a hill, its sails turning slowly under the stars
    arrive:
    - Then {N} passed the old windmill, whose big sails turned slowly: creak, creak, creak.
    + Up ahead, the old windmill stood against the stars, turning its sails as slowly as a sleepy giant.
    see:
    - A family of mice lived inside, and their tiny windows glowed with candlelight.
    + The wind hummed a low, sleepy tune through the sails.

    # ================================================================ School Day Fun
    @event school
    image = a cheerful little school with a red door and a big playground
    time1 = morning
    time2 = late morning
    time3 = early afternoon
    time4 = late afternoon
    home = the little yellow house on Maple Street
    scene:
    - It was a bright morning, and the school bell was just about to ring.
    - The school had a shiny red door, a big playground and a garden full of sunflowers.
    + Backpacks bounced, shoes squeaked, and the whole school buzzed like a happy beehive.
    - {N} loved school, especially the moment when the classroom door opened and the day began.
    + The teacher, Ms. Plum, had a laugh like a xylophone and a cardigan with a hundred pockets.
    evening:
    - When the last bell rang, {N} walked home in the golden afternoon, backpack bouncing.
    - That evening, after dinner, {N} told the whole story twice, because it was too good to tell only once.
    + The sun was sinking low and orange by the time {N} reached the front door, tired in the nicest way.

    @problem school.hamster
    goal = the old storeroom under the stairs
    target = Biscuit the hamster
    image = an empty hamster cage with its little door wide open
    goalImage = a cosy storeroom full of boxes, pencils and paper
    fixImage = a tiny golden hamster safe and happy in a child's hands
    title:
    - {N} and the Great Hamster Hunt
    - Where Is Biscuit?
    start:
    - But when {N} came into the classroom, the hamster cage was open, and Biscuit, the class hamster, was gone!
    - Today was the school show, and Biscuit was supposed to be the star.
    - Ms. Plum looked under the desks and behind the books, but there was no golden hamster anywhere.
    more:
    - A trail of sunflower seeds led out of the door and down the long hallway.
    arrive:
    - At last, the trail led {N} to the old storeroom under the stairs, where the door stood open just a crack.
    crisis:
    - Deep inside, behind a mountain of boxes, a tiny voice squeaked. Biscuit was stuck on the very top shelf, too scared to come down.
    fix:
    - Very gently, Biscuit was brought down and cupped safely in {N's} hands.
    - The little hamster's heart slowed down, and its whiskers stopped trembling.
    joy:
    - Back in the classroom, everyone cheered, and Biscuit was the star of the show after all.

    @problem school.letters
    goal = the school library
    target = the runaway letters
    image = open books with completely blank pages, letters running away
    goalImage = a cosy school library with tall shelves and letters piled in a jumble
    fixImage = letters jumping happily back into the pages of books
    title:
    - {N} and the Runaway Letters
    - The Day the Alphabet Ran Away
    start:
    - When the class opened their books that morning, every page was blank: all the letters had run away!
    - They had wriggled off the pages and scampered, giggling, out of the door.
    - Without letters, nobody could read a story, write a name or even spell "cat."
    arrive:
    - At last, {N} reached the school library, where the runaway letters were hiding in a jumbled heap.
    crisis:
    - The letters were having so much fun that they did not want to go back to their pages at all.
    fix:
    - One by one, the letters climbed back onto their pages and lined up neatly into words.
    - The books were full again, and the first word to come back was "friend."
    joy:
    - The letters promised to stay put, as long as someone read them a story every day.

    @problem school.colours
    goal = the art room at the top of the stairs
    target = the lost colours
    image = the whole school turning grey as the colours drain away
    goalImage = an art room with a big paint pot full of swirling colours
    fixImage = bright colours flying back all over the school
    title:
    - {N} and the Missing Colours
    - The Grey Day at School
    start:
    - Right after the first lesson, something very odd happened: the colours began to fade.
    - The red door turned grey, the yellow sunflowers turned grey, and even the blue sky outside went grey.
    - All the colours were draining away, like water down a plughole, towards the art room.
    more:
    - The paintings on the walls looked sad and flat, and nobody felt like smiling.
    arrive:
    - At last, {N} pushed open the door of the art room, and there were all the colours, swirling in one big paint pot.
    crisis:
    - A little grey cloud sat on top of the pot. It had taken the colours because it had none of its own.
    fix:
    - With a splash and a whoosh, the colours flew back to where they belonged, and the school was bright again.
    - And the little cloud was given a colour of its very own: a soft, happy pink.
    joy:
    - The whole class painted a giant rainbow to celebrate, with {N's} name at the top.

    @place school.hallway
    image = a long school hallway lined with coat pegs and drawings
    arrive:
    - Soon, {N} went down the long hallway, past the rows of coat pegs.
    + Then came the long hallway, lined with coats, lunchboxes and a gallery of wobbly drawings.
    see:
    - Every coat peg had a name on it, and a few had forgotten scarves.
    + The floor was so shiny that {N} could see a wobbly reflection with every step.

    @place school.playground
    image = a sunny school playground with a climbing frame and hopscotch squares
    arrive:
    - Next, {N} ran out onto the playground.
    + Out in the playground, the sun was warm on the climbing frame and the hopscotch squares were waiting.
    see:
    - A forgotten ball sat in the middle of the hopscotch, as if it were playing alone.
    - The swings swayed gently, empty and quiet.
    + Chalk drawings of suns, cats and rockets covered the ground like a giant picture book.

    @place school.music
    image = a bright music room full of drums, xylophones and a piano
    arrive:
    - Then {N} peeked into the music room.
    + Next came the music room, where even the air seemed to hum a little tune.
    see:
    - The drums were waiting, and a xylophone gleamed in the sun.
    + Someone had left a recorder on the piano, and it whistled softly whenever the door opened.

    @place school.garden
    image = a school garden with sunflowers and vegetable beds
    arrive:
    - After that, {N} went through the little gate into the school garden.
    + Beyond the classroom windows lay the school garden, where the class grew beans, sunflowers and one enormous pumpkin.
    see:
    - The bean plants had climbed all the way up their sticks.
    - A worm poked its head out of the soil to say hello.
    + Each little plant had a label in a child's handwriting, and one simply said "MAGIC?"

    @place school.gym
    image = a school gym with ropes, mats and a wooden climbing wall
    arrive:
    - Before long, {N} reached the gym, with its ropes and its big soft mats.
    + The gym came next, smelling of rubber mats and polish, with ropes hanging from the ceiling like jungle vines.
    see:
    - A pile of balls sat in the corner, red, blue and yellow.
    + The climbing wall had colourful holds shaped like stars and moons.

    @place school.kitchen
    image = a school kitchen with shiny pots and a big window
    arrive:
    - Then {N} tiptoed past the school kitchen.
    + Down the corridor, the school kitchen smelled of warm bread and tomato soup.
    see:
    - The cook was humming and stirring a pot as big as a bathtub.
    + Rows of shiny pans hung on the wall, each one reflecting a tiny, curious {N}.

    # ================================================================ Birthday Celebration
    @event birthday
    image = a house decorated with balloons and paper garlands for a birthday party
    time1 = sunny morning
    time2 = afternoon
    time3 = late afternoon
    time4 = evening
    home = the house with the balloons on the gate
    scene:
    - It was {N's} birthday, and the whole house smelled of cake.
    - Balloons bobbed on the garden gate, and paper garlands swung from the ceiling.
    + Presents wrapped in shiny paper were piled on the table, rustling whenever someone walked past.
    - Friends were coming at three o'clock, and there was still so much to do.
    + {N} had woken up extra early, far too excited to stay in bed a single minute longer.
    evening:
    - When the party was over and the last friend had gone home, the sky outside was full of pink clouds.
    - That evening, the house was quiet again, with crumbs on the table and a happy glow in every room.
    + Later, when the candles were just a sweet memory and the balloons were drifting against the ceiling, it was time to rest.

    @problem birthday.balloons
    goal = the top of the old clock tower
    target = the runaway balloons
    image = a bunch of colourful birthday balloons floating away over the rooftops
    goalImage = the top of an old clock tower with balloons tangled in the clock hands
    fixImage = colourful balloons tied safely to a garden gate
    title:
    - {N} and the Runaway Balloons
    - The Birthday Balloons Fly Away
    start:
    - Just then, a gust of wind tugged at the garden gate, and whoosh! The whole bunch of birthday balloons flew away.
    - Those balloons were the sign that showed the friends which house was having the party.
    - Up and up they floated, over the rooftops, towards the old clock tower in the middle of town.
    more:
    - Without them, how would anyone find the party?
    arrive:
    - At last, {N} reached the top of the old clock tower, where the balloons were bobbing around the big clock hands.
    crisis:
    - The strings were tangled around the hands of the clock, and the wind was pulling harder and harder.
    fix:
    - One by one, the balloons were untangled and gathered into a happy, bouncing bunch.
    - Back on the garden gate, they bobbed so brightly that every friend found the house straight away.
    joy:
    - "Happy birthday!" everyone shouted, and the balloons seemed to nod along.

    @problem birthday.cake
    goal = the duck pond on the far side of the park
    target = the birthday cake
    image = a baker's bicycle with a flat tyre and a cake box in its basket
    goalImage = a duck pond in a park, with a bicycle and a cake box beside it
    fixImage = a tall strawberry birthday cake with glowing candles
    title:
    - {N} and the Birthday Cake Rescue
    - The Cake That Got Stuck
    start:
    - But then the baker telephoned with bad news: the birthday cake was stuck on the other side of the park.
    - The baker's bicycle had a flat tyre, right next to the duck pond, and the cake was waiting in the basket.
    - Without a cake, there would be no candles, and without candles, there would be no birthday wish!
    more:
    - And the party was starting very soon.
    arrive:
    - At last, {N} reached the duck pond, where the baker sat beside a bicycle with a very flat tyre.
    crisis:
    - And the ducks were eyeing the cake in the basket, quacking hungrily.
    fix:
    - The cake arrived home safe and sound, without a single crumb missing.
    - It was tall and round and covered in strawberries, with {age} candles waiting to be lit.
    joy:
    - When the candles were lit, {N} closed both eyes and made a wish that nobody else would ever know.

    @problem birthday.key
    goal = the magpie's nest in the tall pine tree
    target = the little golden key
    image = an old music box sitting silent, its golden key missing
    goalImage = a messy glittering magpie nest high in a pine tree
    fixImage = an old music box playing, tiny dancers twirling on top
    title:
    - {N} and the Birthday Music Box
    - The Magpie and the Golden Key
    start:
    - Every birthday began with the old music box playing the birthday tune, but this year a magpie had stolen its little golden key!
    - Through the window, {N} saw the magpie flapping away with something shiny in its beak.
    - Without its key, the music box stayed silent.
    arrive:
    - At last, {N} reached the tall pine at the edge of the park, where the magpie had built a messy, glittering nest.
    crisis:
    - The nest was full of shiny things: buttons, spoons, bottle tops and, right in the middle, the little golden key. The magpie puffed up its feathers and would not share.
    fix:
    - Soon the golden key was turning in the music box, and the birthday tune tinkled through the house.
    - The magpie was given a shiny ribbon to keep instead, so everybody was happy.
    joy:
    - Everyone sang along, and it was the best birthday song there had ever been.

    @place birthday.kitchen
    image = a busy kitchen full of bowls, flour and birthday treats
    arrive:
    - Soon, {N} hurried through the kitchen, where bowls and spoons covered every table.
    + Then came the kitchen, a happy mess of flour, sprinkles and half-blown-up balloons.
    see:
    - A plate of biscuits was cooling by the window.
    + There was icing on the ceiling, and nobody could remember how it got there.

    @place birthday.street
    image = a sunny street with colourful houses and bunting
    arrive:
    - Next, {N} went down the street, past the colourful houses.
    + Out in the street, the houses were painted pink, green and blue, like a row of sweets in a shop.
    see:
    - The neighbour's cat was sunbathing on a wall.
    + Somebody's radio was playing a happy tune through an open window.

    @place birthday.park
    image = a big green park with a fountain and flower beds
    arrive:
    - Then {N} ran into the park, past the fountain.
    + The park opened up ahead, green and wide, with a fountain that sparkled like a birthday present.
    see:
    - Children were playing on the grass, and a dog was chasing its tail.
    + The flower beds were bursting with tulips, as if they had dressed up for the party too.

    @place birthday.bakery
    image = a little bakery with a window full of cakes
    arrive:
    - After that, {N} passed the little bakery, whose window was full of cakes.
    + The bakery on the corner smelled so wonderful that {N} had to stop for a moment and just breathe.
    see:
    - There were cupcakes with pink icing and buns shaped like hedgehogs.
    + A gingerbread house stood in the window, with a tiny gingerbread family waving from the door.

    @place birthday.toyshop
    image = a toy shop window full of kites, trains and teddy bears
    arrive:
    - Before long, {N} came to the toy shop on the square.
    + Then came the toy shop, its window crowded with kites, spinning tops and a train that went round and round.
    see:
    - A teddy bear in the window seemed to wave.
    + A wind-up monkey clapped its cymbals whenever someone walked by.

    @place birthday.square
    image = a town square with a bandstand and bunting
    arrive:
    - Then {N} crossed the big square, where bunting fluttered between the lamp posts.
    + The town square was busy with market stalls and fluttering flags, as if the whole town were having a party.
    see:
    - Pigeons strutted about, looking for crumbs.
    + A man was selling balloons shaped like animals: a giraffe, a fish and a very long snake.

    # ================================================================ Weekend Explorer
    @event weekend
    image = a sunny forest path at the edge of a small village
    time1 = Saturday morning
    time2 = midday
    time3 = afternoon
    time4 = sunset
    home = the little cottage at the edge of the woods
    scene:
    - No school today! It was the weekend, and the whole day belonged to exploring.
    - {N} had packed a bag with a flask of water, an apple and a magnifying glass.
    + Behind the cottage, the woods were waiting, full of paths nobody had explored yet.
    - The sun was shining, the birds were singing, and the air smelled of pine needles.
    + Boots laced, hat on, map folded in a pocket: {N} was ready for anything.
    evening:
    - By the time {N} got home, the sun was setting behind the trees.
    - That evening, {N's} boots stood by the door, muddy and happy.
    + The woods turned gold, then pink, then blue, as {N} walked back in the evening light.

    @problem weekend.spring
    goal = the Hidden Spring deep in the woods
    target = the Hidden Spring
    image = the village well dry and empty
    goalImage = a mossy spring in the woods, blocked by a big fallen stone
    fixImage = fresh clear water bubbling out of a spring among ferns
    title:
    - {N} and the Hidden Spring
    - The Secret of the Dry Well
    start:
    - But that morning, the village well was dry. Not a single drop of water came up in the bucket.
    - The old well-keeper scratched his head. "The water comes from the Hidden Spring in the woods," he said. "Something must be wrong there."
    - Nobody had been to the Hidden Spring for years and years.
    more:
    - The flowers in the village were drooping, and the ducks looked very worried.
    arrive:
    - At last, {N} found the Hidden Spring, deep in the woods, where ferns grew tall and green.
    crisis:
    - A big stone had rolled right on top of the spring, and the water could not get out.
    fix:
    - With a gurgle and a splash, the water bubbled up, fresh and clear, and rushed off towards the village.
    - Soon the well was full again, and the flowers lifted their heads.
    joy:
    - The whole village cheered, and the ducks quacked their loudest thank-you.

    @problem weekend.fox
    goal = the fox den under the roots of the great beech
    target = the little fox cub
    image = a tiny lost fox cub sitting alone in the grass
    goalImage = a cosy fox den among the roots of a great beech tree
    fixImage = a fox cub snuggled up with its mother at the den
    title:
    - {N} and the Lost Fox Cub
    - A Long Way Home for a Little Fox
    start:
    - In the middle of the path sat a tiny fox cub, all alone and shivering.
    - It had wandered too far from home and could not remember the way back.
    - "My den is under the roots of the great beech," it sniffed, "but I don't know where that is."
    more:
    - Its little ears drooped, and its tail dragged in the dust.
    arrive:
    - At last, {N} reached the great beech, whose roots twisted like giant fingers over the fox den.
    crisis:
    - But a stream had flooded the path to the den, and the mother fox was pacing on the other side, calling.
    fix:
    - Soon the little fox cub was safely across and tumbling into its mother's arms.
    - The mother fox licked the cub's nose again and again.
    joy:
    - The mother fox bowed her head to {N}, which is the way foxes say a very big thank-you.

    @problem weekend.ducklings
    goal = the little waterfall at the end of the stream
    target = the five ducklings
    image = five little ducklings drifting down a stream on a big leaf
    goalImage = a little waterfall with five ducklings stuck on a rock above it
    fixImage = five ducklings swimming safely behind their mother
    title:
    - {N} and the Five Ducklings
    - The Great Duckling Rescue
    start:
    - Down by the stream, a mother duck was quacking in a terrible fuss: her five ducklings were floating away on a big leaf!
    - They had climbed onto it for a game, and the stream had carried them off.
    - "They're floating towards the little waterfall!" she cried.
    arrive:
    - At last, {N} reached the little waterfall, where the five ducklings were huddled together on a slippery rock.
    crisis:
    - The water was rushing past on both sides, and the rock was getting wetter and more slippery every moment.
    fix:
    - One, two, three, four, five: every duckling was brought safely back to the bank.
    - They shook their fluffy feathers and peeped with happiness.
    joy:
    - The mother duck counted them twice, just to be sure, and then gave {N} a very grateful quack.

    @place weekend.path
    image = a winding forest path dappled with sunlight
    arrive:
    - Soon, {N} followed the winding path into the woods.
    + Then came the forest path, dappled with sunlight and soft with last year's leaves.
    see:
    - Sunlight fell through the leaves in little golden spots.
    - A woodpecker was knocking on a tree: tap, tap, tap.
    + Every now and then, a twig snapped somewhere, and {N} wondered who was watching.

    @place weekend.clearing
    image = a sunny clearing full of wildflowers and butterflies
    arrive:
    - Next, the trees opened up into a sunny clearing.
    + Suddenly the trees stepped back, and {N} found a sunny clearing carpeted with wildflowers.
    see:
    - Butterflies floated from flower to flower.
    + In the middle stood a ring of mushrooms, the kind that people say fairies dance in.

    @place weekend.stones
    image = a stream with stepping stones in the woods
    arrive:
    - Then {N} reached a stream with stepping stones.
    + Then came the chattering stream, with a row of flat stepping stones leading across like a dotted line.
    see:
    - Little silver fish darted between the stones.
    + A heron stood on one leg in the shallows, pretending very hard to be a stick.

    @place weekend.log
    image = a huge hollow log lying across the forest floor
    arrive:
    - After that, {N} found a huge hollow log lying on the ground.
    + Before long, a huge hollow log appeared, so big that {N} could walk right through it.
    see:
    - Inside, it smelled of wood and moss.
    + Tiny beetles had made a whole town in the bark, with roads, tunnels and busy traffic.

    @place weekend.hill
    image = a grassy hilltop with a view over the woods
    arrive:
    - Then the path climbed up a steep hill.
    + The path climbed and climbed until {N} stood on a grassy hilltop, with the whole forest spread out below.
    see:
    - From the top, {N} could see the village, the river and the far-off hills.
    + The clouds were so close that they looked like sheep grazing on a blue field.

    @place weekend.berries
    image = bushes heavy with ripe blackberries
    arrive:
    - Before long, {N} came to a patch of berry bushes.
    + Then {N} found a tangle of bushes heavy with ripe, shiny blackberries.
    see:
    - {N} ate one blackberry, then two, then maybe five.
    + The birds had left a few berries for visitors, which was very generous of them.
    # ================================================================ Rainy Day Magic
    @event rainy
    image = a cosy house on a rainy day, raindrops running down the windows
    time1 = grey rainy morning
    time2 = rainy afternoon
    time3 = the moment the rain stops
    time4 = evening after the rain
    home = the cosy house with the rain-splashed windows
    scene:
    - Pitter-patter, pitter-patter: it had been raining all morning.
    - Raindrops raced each other down the window, and the garden was full of puddles.
    + The sky was the colour of a grey wool sweater, and the gutters gurgled like happy frogs.
    - {N} pressed a nose against the cold glass and watched the rain.
    + Inside, it was warm and dry, with a pot of cocoa on the stove and a blanket on the sofa.
    evening:
    - By evening, the rain had stopped, and the whole world smelled fresh and clean.
    - Back home, {N} hung up a dripping raincoat and warmed both hands by the radiator.
    + As the last drops fell from the roof, the sky turned pink and gold, and a blackbird began to sing.

    @problem rainy.rainbow
    goal = the top of Cloud Mountain
    target = the rainbow
    image = a rainbow stuck behind thick grey clouds, only a faint shimmer showing
    goalImage = the top of a misty mountain with a rainbow tangled in the clouds
    fixImage = a huge bright rainbow stretching across the sky
    title:
    - {N} and the Stuck Rainbow
    - Where Did the Rainbow Go?
    start:
    - That day, the rainbow got stuck behind the clouds, and only a faint shimmer of colour peeked through.
    - After every rain, a rainbow comes out. Everybody knows that.
    - "If the rainbow can't come out," sighed a raindrop on the window, "the rain will never stop."
    arrive:
    - At last, {N} reached the top of Cloud Mountain, where the rainbow lay tangled in thick grey clouds.
    crisis:
    - The clouds had wrapped themselves around it like a scarf, and the rainbow could not wriggle free.
    fix:
    - With a shimmer and a shine, the rainbow stretched out across the sky, all seven colours bright and clear.
    - The rain stopped at once, and the sun peeked out to see what all the fuss was about.
    joy:
    - Down below, every puddle reflected the rainbow, so that the whole town seemed to be painted in colours.

    @problem rainy.cloud
    goal = the little cloud above the church tower
    target = the sad little cloud
    image = a small sad grey cloud crying rain over a town
    goalImage = a small grey cloud hanging above a church tower
    fixImage = a small fluffy white cloud smiling in a blue sky
    title:
    - {N} and the Little Cloud Who Couldn't Stop Crying
    - The Saddest Cloud in the Sky
    start:
    - The rain was coming from one little cloud, and that little cloud was crying.
    - It had been crying all morning, so much that the streets were turning into rivers.
    - "Somebody should find out why that cloud is so sad," said {N}.
    more:
    - The ducks were delighted, but nobody else was.
    arrive:
    - At last, {N} reached the little cloud above the church tower, its grey cheeks wet with tears.
    crisis:
    - "All the other clouds floated away without me," it sobbed, "and now I'm all alone."
    fix:
    - The little cloud stopped crying and gave a tiny, watery smile.
    - Slowly, it turned from grey to soft white, and the rain stopped.
    joy:
    - Then the wind came and carried the little cloud off to join its friends, and it waved all the way.

    @problem rainy.umbrella
    goal = the bakery chimney on Puddle Lane
    target = the Weather Fairy's umbrella
    image = a tiny magic umbrella blowing away across the rainy rooftops
    goalImage = a red brick bakery chimney with a tiny sparkly umbrella stuck on it
    fixImage = a tiny fairy opening a sparkly umbrella as the rain stops
    title:
    - {N} and the Weather Fairy's Umbrella
    - The Umbrella That Blew Away
    start:
    - On the windowsill sat the Weather Fairy, soaking wet: the wind had blown her umbrella away, and without it, she could not turn off the rain!
    - She was no bigger than a teaspoon, and she was shivering like a leaf.
    - "Please help," she called in a tiny voice. "The rain will go on for ever!"
    arrive:
    - At last, {N} reached the bakery on Puddle Lane, where the tiny umbrella was caught on the top of the chimney.
    crisis:
    - The chimney was tall and slippery, and the wind was trying to snatch the umbrella away again.
    fix:
    - The tiny umbrella was safe at last, and the Weather Fairy opened it with a twirl.
    - At once, the rain slowed to a sprinkle, then a drip, then nothing at all.
    joy:
    - The Weather Fairy kissed {N's} cheek, light as a raindrop, and promised a sunny day tomorrow.

    @place rainy.shelter
    image = a bus shelter in the rain with water streaming off its roof
    arrive:
    - Soon, {N} ducked into the bus shelter at the corner to catch a breath.
    + Then came the little bus shelter on the corner, where the rain streamed off the roof like a bead curtain.
    see:
    - Two raindrops raced down the glass, and the left one won.
    + Across the street, the umbrellas looked like a parade of colourful mushrooms.

    @place rainy.bandstand
    image = an empty park bandstand in the rain
    arrive:
    - Next, {N} crossed the park to the old bandstand.
    + In the middle of the park stood the old bandstand, and the rain drummed on its roof like a hundred tiny fingers.
    see:
    - Nobody was playing music today, except the rain.
    + From the bandstand steps, the whole park looked grey and silver and strangely magical.

    @place rainy.garden
    image = a garden in the rain with snails and shiny leaves
    arrive:
    - Then, in boots and a raincoat, {N} stepped out into the garden.
    + Wrapped in a yellow raincoat, {N} splashed out into the garden, where every leaf was shining wet.
    see:
    - The snails were out, having a wonderful day.
    + The rain made a different sound on every surface: tap on the shed, plip on the pond, pat on the hood.

    @place rainy.street
    image = a rainy street full of colourful umbrellas
    arrive:
    - After that, {N} splashed down the street.
    + Along the rainy street went {N}, past gutters gurgling like little rivers.
    see:
    - Colourful umbrellas bobbed along the pavement.
    + A boat made from a newspaper sailed past in the gutter, with a very brave beetle on board.

    @place rainy.greenhouse
    image = a warm steamy greenhouse full of plants
    arrive:
    - Before long, {N} ducked into the old greenhouse to get out of the rain.
    + The greenhouse was warm and steamy, and the rain on its glass roof sounded like applause.
    see:
    - Tomato plants and tall sunflowers grew inside.
    + A frog was sitting in a watering can, looking very pleased with itself.

    @place rainy.porch
    image = a wooden porch with wind chimes in the rain
    arrive:
    - Then {N} stopped on the neighbour's porch, under the dripping roof.
    + The neighbour's porch came next, where wind chimes tinkled and rainwater poured off the roof like a curtain.
    see:
    - A row of wellington boots stood by the door.
    + A cat sat in the dry corner, watching the rain with great disapproval.

    # ================================================================ Family Time
    @event family
    image = a warm family home with a big kitchen and a garden behind it
    time1 = Sunday morning
    time2 = afternoon
    time3 = early evening
    time4 = evening
    home = the family house
    scene:
    - It was Sunday, the best day of the week, because the whole family was at home.
    - Grandma had come to visit, and the kitchen was full of laughter and the smell of pancakes.
    + Somebody was playing music, somebody was setting the table, and somebody was sneaking a taste of the jam.
    - {N} loved days like this, when everyone was together.
    + The house felt warm and full, like a nest with all its birds inside.
    evening:
    - That evening, the whole family sat together on the big sofa, tired and happy.
    - When the sun went down, Grandma wrapped {N} in a hug that smelled of lavender.
    + As the day grew soft and golden, the family gathered in the kitchen for a supper full of stories.

    @problem family.recipe
    goal = the top of the old apple tree
    target = the lost recipe page
    image = an old recipe book with a page missing, fluttering away out of a window
    goalImage = an old apple tree with a paper page caught in its top branches
    fixImage = a family making pancakes together with an old recipe page
    title:
    - {N} and Grandma's Secret Recipe
    - The Recipe That Flew Away
    start:
    - Just as Grandma opened her old recipe book, a breeze blew in and snatched away the most important page: the recipe for the famous family pancakes!
    - "That recipe belonged to my grandma, and to her grandma before her," said Grandma softly.
    - Without it, nobody could remember the secret ingredient.
    arrive:
    - At last, {N} reached the old apple tree at the bottom of the garden, where the recipe page fluttered in the highest branches.
    crisis:
    - The branch was thin, and the page was flapping as if it wanted to fly away again.
    fix:
    - The recipe page was soon back in Grandma's hands, a little crumpled but safe.
    - And the secret ingredient? It was a spoonful of honey and a lot of love.
    joy:
    - That afternoon, the whole family made pancakes together, and they were the best ever.

    @problem family.kite
    goal = the weathervane on top of the old barn
    target = Grandpa's kite
    image = an old handmade kite flying away on the wind
    goalImage = a tall old barn with a kite tangled on its weathervane
    fixImage = a colourful old kite flying high with the whole family holding the string
    title:
    - {N} and Grandpa's Kite
    - The Kite That Got Away
    start:
    - That morning, Grandpa's old kite, the one he had made as a boy, broke free from its string and flew away over the hedge.
    - Away it went, over the lane, and onto the roof of the old barn.
    - Grandpa looked very sad. That kite was full of memories.
    arrive:
    - At last, {N} reached the old barn, where the kite was tangled around the weathervane on the very top.
    crisis:
    - The roof was steep, and the weathervane was spinning in the wind, wrapping the string tighter and tighter.
    fix:
    - The kite came free and was soon back in Grandpa's hands, without a single tear.
    - With a new string, it flew higher than ever.
    joy:
    - Grandpa laughed like a boy again, and the whole family took turns holding the string.

    @problem family.teddy
    goal = the bottom of the garden, behind the old shed
    target = Mr. Buttons the teddy
    image = a baby crying for a lost teddy bear
    goalImage = the bottom of a garden behind an old shed, tall weeds and shadows
    fixImage = a baby hugging a worn teddy bear and smiling
    title:
    - {N} and the Search for Mr. Buttons
    - Where Is Mr. Buttons?
    start:
    - The baby of the family was crying and crying, because Mr. Buttons, the baby's favourite teddy, was lost.
    - Everybody searched the whole house: under the beds, behind the sofa, even in the fridge.
    - Without Mr. Buttons, the baby would never fall asleep.
    arrive:
    - At last, {N} reached the bottom of the garden, behind the old shed, where the weeds grew tall.
    crisis:
    - There was Mr. Buttons, one button eye shining, stuck deep in a thorny bush where the dog must have dropped him.
    fix:
    - Soon Mr. Buttons was free, brushed clean and back in the baby's arms.
    - The crying stopped at once, and a big gummy smile appeared.
    joy:
    - The baby hugged Mr. Buttons with one arm and {N} with the other, and everybody laughed.

    @place family.kitchen
    image = a warm family kitchen with pots and a big wooden table
    arrive:
    - Soon, {N} went through the kitchen, where something delicious was bubbling on the stove.
    + Then came the kitchen, steamy and warm, with a big wooden table scarred by years of family dinners.
    see:
    - The fridge was covered in drawings and magnets.
    + On the windowsill, a row of little pots held herbs that smelled of summer.

    @place family.attic
    image = a cosy attic full of old family treasures
    arrive:
    - Next, {N} climbed up to the attic.
    + Up in the attic, dust danced in a beam of sunlight, and old family treasures slept in their boxes.
    see:
    - There was a box of old photos, with Grandpa as a little boy.
    + An old wedding dress hung in a bag, and a trunk was full of medals, letters and seashells.

    @place family.fort
    image = a blanket fort in the living room, lit by a torch
    arrive:
    - Then {N} crawled through the blanket fort in the living room.
    + In the living room stood the great blanket fort, built from every cushion and sheet in the house.
    see:
    - Inside, there were pillows, a torch and a secret stash of biscuits.
    + A sign on the entrance said "NO GROWN-UPS (except Grandma)."

    @place family.garden
    image = a family garden with a swing and vegetable patch
    arrive:
    - After that, {N} ran out into the garden.
    + The garden came next, with its old swing, its wonky vegetable patch and its very bossy robin.
    see:
    - The washing flapped on the line like flags.
    + Dad's carrots were coming up crooked, and Mum said that was how they tasted best.

    @place family.greenhouse
    image = a grandma's greenhouse full of tomatoes and flowers
    arrive:
    - Before long, {N} peeked into Grandma's greenhouse.
    + Grandma's greenhouse was a warm green jungle of tomatoes, beans and geraniums.
    see:
    - It smelled of earth and ripe tomatoes.
    + Grandma kept a little radio there, because she said tomatoes grow better with music.

    @place family.workshop
    image = a garage workshop full of tools and half-finished projects
    arrive:
    - Then {N} passed the garage workshop.
    + In the garage workshop, tools hung on the wall in neat rows, each with its own painted outline.
    see:
    - A half-built birdhouse was waiting on the workbench.
    + Sawdust lay in soft curls on the floor, like yellow ribbons.

    # ================================================================ Making Friends
    @event friends
    image = a sunny park with a playground, a pond and big trees
    time1 = morning
    time2 = midday
    time3 = afternoon
    time4 = late afternoon
    home = the blue house across from the park
    scene:
    - The park was busy, full of children laughing, running and climbing.
    - {N} had just moved into the blue house across from the park, and did not know anyone yet.
    + Making new friends can feel a little scary, like jumping into a pool when you don't know how cold the water is.
    - The sun was shining, and the swings were squeaking happily.
    + {N} took a deep breath, tucked a ball under one arm and walked through the park gate.
    evening:
    - When evening came, {N} walked home with a head full of new names and new friends.
    - Later, {N} waved goodbye to everyone at the park gate. "See you tomorrow!" they all called.
    + As the sky turned orange, {N} walked back across the park, already looking forward to tomorrow.

    @problem friends.dragon
    goal = the hollow under the big willow tree
    target = the shy little dragon
    image = a shy little green dragon hiding under a willow tree
    goalImage = a leafy hollow under a huge weeping willow by a pond
    fixImage = children and a little dragon playing happily together in the park
    title:
    - {N} and the Shy Little Dragon
    - A Friend for Pip the Dragon
    start:
    - Under the big willow tree sat a small green dragon called Pip, all alone, because nobody wanted to play with a dragon who sneezed sparks.
    - The children were afraid of the sparks, and Pip was too shy to explain.
    - Every time Pip felt sad, another little spark popped out, which only made things worse.
    arrive:
    - At last, {N} reached the hollow under the big willow, where Pip sat with a droopy tail.
    crisis:
    - Pip was so sad and so shy that the sparks were getting bigger, and the dry leaves were starting to smoke.
    fix:
    - The sparks stopped, and Pip lifted a shy green head and smiled.
    - Soon the other children came over, one by one, curious about the little dragon.
    joy:
    - By the afternoon, Pip was the most popular friend in the park, and {N} was the first friend of all.

    @problem friends.kite
    goal = the tallest chestnut tree in the park
    target = Sam's kite
    image = a red kite stuck at the top of a tall chestnut tree, a child looking up sadly
    goalImage = a huge chestnut tree with a red kite caught in the top branches
    fixImage = two children flying a red kite together
    title:
    - {N} and the Kite in the Tree
    - The Red Kite and a New Friend
    start:
    - Near the pond, a child named Sam was staring sadly up at the tallest chestnut tree, where a red kite was stuck in the very top branches.
    - Sam had just moved to town too and did not know anyone, and now even the kite was gone.
    - The other children were busy with their games, and nobody had noticed.
    arrive:
    - At last, {N} stood at the foot of the tallest chestnut tree, with the red kite fluttering high above.
    crisis:
    - The kite's string had wrapped around a branch, and the wind was tugging at it, threatening to tear it.
    fix:
    - Down came the red kite, safe and whole, into Sam's arms.
    - Sam laughed, and that laugh sounded like the start of a friendship.
    joy:
    - Soon {N} and Sam were flying the kite together, and the other children came running to watch.

    @problem friends.carousel
    goal = the old carousel in the middle of the park
    target = the old carousel
    image = an old carousel standing still while children stand apart, not talking
    goalImage = an old painted carousel with wooden horses in the middle of a park
    fixImage = children laughing together on a turning carousel
    title:
    - {N} and the Friendship Carousel
    - The Carousel That Stopped
    start:
    - In the middle of the park, the old friendship carousel had stopped turning, and the children stood around it in little groups, not talking.
    - People said that whoever rode it together became friends.
    - But now its music was silent, and its lights had gone out.
    arrive:
    - At last, {N} reached the old carousel, where the wooden horses stood still and silent.
    crisis:
    - Deep inside, the old gears were stuck, and the carousel gave a long, sad creak.
    fix:
    - The carousel shuddered, its lights flickered on, and its music began to play again.
    - Round and round it went, and the children climbed on together, laughing.
    joy:
    - By the end of the ride, everybody knew everybody's name, and {N} had more friends than fingers.

    @place friends.playground
    image = a busy playground with swings and a climbing frame
    arrive:
    - Soon, {N} walked past the playground.
    + Then came the playground, loud and happy, with swings going higher and higher.
    see:
    - Two children were swinging and singing at the top of their voices.
    + The climbing frame was crowded with small climbers, like a tree full of birds.

    @place friends.sandpit
    image = a sandpit with castles, buckets and spades
    arrive:
    - Next, {N} came to the sandpit.
    + Then came the sandpit, where someone had built a sandcastle with four towers and a moat.
    see:
    - Buckets and spades lay everywhere.
    + A small flag made from a lolly stick flew proudly on the tallest tower.

    @place friends.pond
    image = a duck pond with reeds and a little wooden jetty
    arrive:
    - Then {N} went down to the duck pond.
    + The path wound down to the duck pond, where the water sparkled between the reeds.
    see:
    - The ducks were paddling in circles, hoping for bread.
    + A little wooden jetty stuck out over the water, perfect for dangling feet.

    @place friends.slide
    image = the biggest, curliest slide in the park
    arrive:
    - After that, {N} passed the big curly slide.
    + Then {N} reached the big curly slide, the tallest one in the whole town.
    see:
    - Children came whizzing down, shrieking with delight.
    + The slide was so curly that you came out at the bottom facing the wrong way, laughing.

    @place friends.treehouse
    image = a wooden treehouse with a rope ladder
    arrive:
    - Before long, {N} found a treehouse with a rope ladder.
    + Hidden in an old oak was a wooden treehouse, with a rope ladder and a flag made from an old shirt.
    see:
    - A sign said "Secret Club - Everyone Welcome."
    + Inside, someone had left a box of comics and a jar of marbles.

    @place friends.kiosk
    image = an ice-cream kiosk with a striped awning
    arrive:
    - Then {N} walked past the ice-cream kiosk.
    + The ice-cream kiosk came next, with its striped awning and a queue of hopeful faces.
    see:
    - There were twelve flavours, including one called "Rainbow Surprise."
    + The ice-cream man was whistling and making cones as tall as towers.
    # ================================================================ Learning Something New
    @event learning
    image = a cosy old library full of books, globes and telescopes
    time1 = morning
    time2 = afternoon
    time3 = late afternoon
    time4 = late afternoon
    home = the little house on Library Lane
    scene:
    - Today was a special day: {N} was going to learn something new.
    - The old library at the end of the street was full of books, maps, globes and a very big telescope.
    + Mr. Hoot, the librarian, wore a bow tie and knew the answer to almost every question.
    - {N} loved the smell of old books and the hush of turning pages.
    + Every shelf seemed to whisper: open me, open me, there is something wonderful inside.
    evening:
    - When {N} finally came home, the sky was turning gold, and {N's} head was buzzing with new things.
    - That evening, {N} told everyone at dinner about everything learned that day.
    + Walking home in the late afternoon light, {N} felt a little bit taller, the way you do when you have learned something new.

    @problem learning.book
    goal = the top of the library tower
    target = the Book of Everything
    image = a magical old book with its pages going blank
    goalImage = a round room at the top of a library tower with a great book on a stand
    fixImage = a magical book glowing, its pages full of words and pictures again
    title:
    - {N} and the Book of Everything
    - The Book That Forgot
    start:
    - In the library lived the Book of Everything, which knew the answer to every question, but today its pages had gone blank.
    - "Oh dear," said Mr. Hoot. "The Book has forgotten everything. It needs someone to remind it."
    - Without the Book, nobody would know why the sky is blue or how birds learn to fly.
    arrive:
    - At last, {N} reached the round room at the top of the library tower, where the Book of Everything lay open and empty.
    crisis:
    - The Book's pages fluttered weakly. It needed someone to share something they had learned, to remember how learning felt.
    fix:
    - {N} shared everything learned along the way, and the Book's pages filled with words and pictures again.
    - Its cover glowed like a lamp, and it let out a happy, papery sigh.
    joy:
    - "Thank you," rustled the Book. "You have taught the Book of Everything something new!"

    @problem learning.telescope
    goal = the observatory on Owl Hill
    target = the old telescope
    image = an old brass telescope pointing at a cloudy sky, its lens fogged
    goalImage = a round domed observatory on a hilltop with a great brass telescope
    fixImage = a child looking through a great telescope at glittering constellations
    title:
    - {N} and the Star Telescope
    - The Night the Stars Had No Names
    start:
    - The great telescope on Owl Hill, the one Mr. Hoot used to teach the names of the stars, had stopped working.
    - Its lens had gone cloudy and grey.
    - "Without it," said Mr. Hoot, "the stars will be too far away to learn about."
    arrive:
    - At last, {N} reached the observatory on Owl Hill, where the great brass telescope pointed sadly at nothing.
    crisis:
    - The lens was covered in dust and dew, and one of the big gears had slipped out of place.
    fix:
    - The telescope clicked, whirred and swung towards the sky, its lens clear and bright.
    - Through it, the stars appeared, sharp and sparkling, each one with a story.
    joy:
    - That night, {N} learned the names of seven stars, and one was so beautiful that Mr. Hoot said {N} could choose its nickname.

    @problem learning.piano
    goal = the music hall on Harmony Street
    target = the old piano
    image = an old grand piano that has forgotten its notes
    goalImage = a grand music hall with a big old piano on the stage
    fixImage = a child learning to play a happy tune on a grand piano
    title:
    - {N} and the Forgetful Piano
    - The Piano That Lost Its Notes
    start:
    - Today, {N} was going to learn a song on the grand piano in the music hall, but the old piano had forgotten all its notes!
    - When the teacher lifted the lid, it only went "plonk."
    - The notes had drifted out through the open window, like butterflies.
    arrive:
    - At last, {N} reached the music hall on Harmony Street, where the old piano stood silent on the stage.
    crisis:
    - The last few notes were fluttering around the ceiling, too frightened to come back down.
    fix:
    - One by one, the notes came home and settled back into the piano, each in its proper place.
    - The piano played a scale all by itself, do-re-mi-fa-so-la-ti-do, just to make sure.
    joy:
    - Then the teacher showed {N} the song, and by the end of the afternoon, {N} could play it all alone.

    @place learning.museum
    image = a museum hall with a giant dinosaur skeleton
    arrive:
    - Soon, {N} walked through the museum hall, past a giant dinosaur skeleton.
    + Then came the museum hall, where a dinosaur skeleton as tall as a house grinned a toothy grin.
    see:
    - A sign said the dinosaur had eaten only leaves, which was good to know.
    + In a glass case, a fossil shell curled round and round, millions of years old.

    @place learning.greenhouse
    image = a glass greenhouse full of strange and wonderful plants
    arrive:
    - Next, {N} went into the glass greenhouse, full of strange plants.
    + The greenhouse was warm and damp, full of plants from faraway places with leaves as big as umbrellas.
    see:
    - One plant smelled of chocolate, and another closed its leaves when touched.
    + A sign explained that some plants drink water through their roots, like straws.

    @place learning.maps
    image = a room full of old maps and spinning globes
    arrive:
    - Then {N} found the map room, full of spinning globes.
    + In the map room, old maps covered every wall, with seas, mountains and the occasional drawing of a sea serpent.
    see:
    - {N} spun a globe and put a finger on a faraway island.
    + A map showed where the whales swim in winter, with little blue arrows.

    @place learning.workshop
    image = an inventor's workshop full of gears and gadgets
    arrive:
    - After that, {N} peeked into the inventor's workshop.
    + Then came the inventor's workshop, full of ticking gears, buzzing gadgets and half-finished flying machines.
    see:
    - There was a clock that ran backwards and a hat with a tiny umbrella on top.
    + A notebook lay open, covered in drawings of wings, wheels and question marks.

    @place learning.aquarium
    image = a blue aquarium room with fish and a turtle
    arrive:
    - Before long, {N} reached the aquarium room, all blue and shimmering.
    + The aquarium room glowed blue and green, and the fish moved through it like living jewels.
    see:
    - A turtle swam by and seemed to wink.
    + A sign said that octopuses have three hearts, which {N} thought was a very good idea.

    @place learning.garden
    image = a garden of questions with sundials and bird feeders
    arrive:
    - Then {N} stepped out into the Garden of Questions.
    + Behind the library lay the Garden of Questions, where every path ended at a sundial, a bird feeder or a riddle.
    see:
    - A sundial showed what time it was, using only the sun.
    + A sign asked, "Why do bees buzz?" and underneath, someone had written, "To say hello."

    # ================================================================ Helping Others
    @event helping
    image = a friendly little town with a market square, a bakery and a harbour
    time1 = morning
    time2 = midday
    time3 = afternoon
    time4 = evening
    home = the little house above the market square
    scene:
    - It was market day, and the little town was busy and bright.
    - {N} lived above the market square, and knew all the neighbours by name.
    + There was Mrs. Pepper at the fruit stall, Mr. Finch at the post office and old Captain Salt down by the harbour.
    - Everyone in town helped each other, and {N} loved to help too.
    + Today, the town was getting ready for the Summer Fair, and there was a buzz of busy happiness everywhere.
    evening:
    - When the day was done, {N} walked home across the square, where the neighbours were waving from their windows.
    - That evening, the whole town seemed to glow, and everyone was talking about what {N} had done.
    + As the lamps came on in the square one by one, {N} climbed the stairs home, tired and very happy.

    @problem helping.oven
    goal = the bakery on Crumb Lane
    target = the baker's big oven
    image = an old baker looking sadly at a cold, dark bread oven
    goalImage = a cosy old bakery with a big brick oven gone cold
    fixImage = a warm bakery full of fresh loaves and happy townspeople
    title:
    - {N} and the Cold Oven
    - Bread for the Whole Town
    start:
    - Early that morning, Mr. Crumb the baker came running into the square: his oven had gone cold, just when he had to bake bread for the whole Summer Fair!
    - "Without bread," he cried, "there will be no sandwiches, no toast and no picnic!"
    - The old baker sat down on the step, looking very tired.
    arrive:
    - At last, {N} reached the bakery on Crumb Lane, where the great brick oven stood cold and dark.
    crisis:
    - The oven's old fire-bricks had cracked, and the flame inside had gone out completely.
    fix:
    - Soon the oven was warm again, glowing orange, and the first loaves went in.
    - The smell of fresh bread floated out of the door and all the way down the lane.
    joy:
    - By lunchtime, there was bread for everyone, and Mr. Crumb baked a special loaf shaped like {N}.

    @problem helping.bird
    goal = the old chestnut tree by the town hall
    target = the baby bird
    image = a tiny baby bird on the ground under a tall tree, its mother calling from above
    goalImage = an old chestnut tree by a town hall with a nest high in its branches
    fixImage = a baby bird safe back in its nest with its mother
    title:
    - {N} and the Little Lost Bird
    - Back to the Nest
    start:
    - In the middle of the square, a baby bird had fallen out of its nest and sat on the cobblestones, fluffy and frightened.
    - High above, its mother was flapping and calling, but she could not carry it back.
    - The nest was in the old chestnut tree by the town hall, far, far up.
    arrive:
    - At last, {N} stood under the old chestnut tree by the town hall, with the nest far, far above.
    crisis:
    - The nest was so high that even the tallest ladder in town could not reach it.
    fix:
    - Very gently, the baby bird was placed back in its nest, next to its brothers and sisters.
    - The mother bird fluffed up her feathers and sang the happiest song in the whole town.
    joy:
    - From then on, every morning, a little bird sang on {N's} windowsill, as if to say thank you.

    @problem helping.lighthouse
    goal = the lighthouse at the end of the harbour wall
    target = the lighthouse lamp
    image = a dark lighthouse and fishing boats on a darkening sea
    goalImage = a tall striped lighthouse at the end of a stone harbour wall
    fixImage = a lighthouse shining its beam over the sea, boats sailing safely home
    title:
    - {N} and the Lighthouse Lamp
    - The Light That Guides the Boats Home
    start:
    - Down at the harbour, old Captain Salt had hurt an ankle and could not climb up to light the lighthouse lamp.
    - And the fishing boats were still out at sea, with evening coming.
    - Without the light, the boats would never find their way into the harbour.
    arrive:
    - At last, {N} reached the lighthouse at the end of the harbour wall, tall and striped like a stick of rock.
    crisis:
    - The great lamp at the top was heavy and stiff, and the first boats were already close to the rocks.
    fix:
    - The lamp blazed into life, and its beam swept across the water, bright and steady.
    - One by one, the fishing boats turned towards the light and sailed safely home.
    joy:
    - The fishermen waved their caps, and Captain Salt said {N} was the best lighthouse keeper the town had ever had.

    @place helping.square
    image = a busy market square with stalls of fruit and flowers
    arrive:
    - Soon, {N} crossed the busy market square.
    + Then came the market square, bustling and bright, full of stalls with striped awnings.
    see:
    - Mrs. Pepper was stacking apples into a shiny red pyramid.
    + The flower stall was a riot of colour, and the air smelled of roses and fresh strawberries.

    @place helping.postoffice
    image = a small post office with a red postbox outside
    arrive:
    - Next, {N} passed the little post office.
    + Then came the post office, where Mr. Finch was sorting letters into a hundred tiny pigeonholes.
    see:
    - A parcel on the counter was addressed to "The Moon, Upstairs."
    + Mr. Finch waved with one hand and stamped letters with the other.

    @place helping.firestation
    image = a little fire station with a shiny red fire engine
    arrive:
    - Then {N} walked past the fire station.
    + The fire station came next, its big doors open and its red fire engine shining like a toy.
    see:
    - A firefighter was polishing the bell.
    + The station dog, a spotty one of course, was asleep on a coiled hose.

    @place helping.harbour
    image = a little harbour with fishing boats and nets
    arrive:
    - After that, {N} went down to the harbour.
    + The street sloped down to the harbour, where fishing boats bobbed and seagulls squabbled over scraps.
    see:
    - Nets were drying in the sun, smelling of salt and sea.
    + A little boat called "Lucky Star" was being painted bright blue.

    @place helping.library
    image = the town library with a reading garden
    arrive:
    - Before long, {N} passed the town library.
    + The town library came next, with a reading garden where old people and little children shared the benches.
    see:
    - Somebody was reading a story aloud under the tree.
    + A lost umbrella had been hanging on the gate for a week, waiting patiently for its owner.

    @place helping.bridge
    image = a humpbacked bridge over a river in town
    arrive:
    - Then {N} crossed the humpbacked bridge over the river.
    + Then {N} crossed the humpbacked bridge, where the river slid underneath, green and lazy.
    see:
    - Ducks bobbed on the water below.
    + Someone had tied a ribbon to the railing, for luck.

    # ================================================================ Holiday Adventure
    @event holiday
    image = a sunny seaside village with colourful beach huts and a wooden pier
    time1 = sunny morning
    time2 = hot afternoon
    time3 = golden evening
    time4 = sunset
    home = the little holiday cottage by the dunes
    scene:
    - It was the first day of the holidays, and the sea was sparkling.
    - The holiday cottage was right by the dunes, and the beach was just a hop and a skip away.
    + The air smelled of salt, sun cream and the ice cream that someone had dropped on the path.
    - {N} had a bucket, a spade and a brand-new sun hat.
    + Seagulls wheeled overhead, and the waves kept saying shhh, shhh, as if they were telling secrets.
    evening:
    - As the sun went down over the sea, {N} walked back to the cottage, sandy and happy.
    - That evening, the whole sky turned pink and orange over the water.
    + The sea was turning gold when {N} shook the sand out of both shoes at the cottage door.

    @problem holiday.turtles
    goal = the far end of the beach
    target = the baby turtles
    image = tiny baby sea turtles on the sand, heading the wrong way towards the lights
    goalImage = a quiet end of a beach at dusk with a nest of hatching turtles
    fixImage = baby sea turtles scurrying safely into the waves
    title:
    - {N} and the Baby Turtles
    - The Way to the Sea
    start:
    - That afternoon, the turtle eggs on the beach began to hatch, but the baby turtles were confused and crawled the wrong way, away from the sea.
    - A ranger came hurrying along the sand. "They need to reach the water before the gulls find them!" she said.
    - Each one was no bigger than a biscuit.
    arrive:
    - At last, {N} reached the far end of the beach, where dozens of baby turtles were scrambling over the sand.
    crisis:
    - The gulls were circling lower and lower, and the little turtles did not know which way the sea was.
    fix:
    - One by one, the baby turtles turned around and scurried into the waves.
    - The sea lifted them gently and carried them off to begin their big ocean lives.
    joy:
    - The ranger said that one day, many years from now, those turtles would come back to this very beach.

    @problem holiday.seal
    goal = the hidden cove beyond the point
    target = the seal pup
    image = a little seal pup stuck in a rock pool as the tide goes out
    goalImage = a hidden rocky cove with a seal pup in a small rock pool
    fixImage = a seal pup swimming back to its mother in the sea
    title:
    - {N} and the Little Seal
    - The Seal Pup in the Rock Pool
    start:
    - Far out on the rocks, a baby seal had been left behind in a rock pool when the tide went out.
    - Its mother was calling from the sea, but the pup could not get over the rocks.
    - The sun was hot, and the little rock pool was getting smaller and smaller.
    arrive:
    - At last, {N} reached the hidden cove beyond the point, where the seal pup lay in its shrinking pool.
    crisis:
    - The rocks between the pool and the sea were high and sharp, and the pup was getting tired.
    fix:
    - With a happy bark, the seal pup slid into the sea and swam straight to its mother.
    - They bobbed together in the waves, nose to nose.
    joy:
    - The mother seal clapped her flippers, and {N} clapped back.

    @problem holiday.ferry
    goal = the sandbank in the middle of the bay
    target = the little ferry boat
    image = a little ferry boat stuck on a sandbank in a bay
    goalImage = a sandbank in a blue bay with a small ferry boat stuck on it
    fixImage = a little ferry boat sailing happily across a sparkling bay
    title:
    - {N} and the Stuck Ferry
    - The Little Boat on the Sandbank
    start:
    - In the middle of the bay, the little red ferry that carried families to Seagull Island had run aground on a sandbank.
    - The passengers were waving from the deck, and the captain was scratching her head.
    - The tide was going out, and soon the ferry would be stuck until tomorrow.
    arrive:
    - At last, {N} reached the sandbank in the middle of the bay, where the little red ferry sat tilted in the sand.
    crisis:
    - The boat was heavy, the sand was sticky, and the water was getting shallower every minute.
    fix:
    - With a slurp and a wobble, the little ferry slid off the sandbank and floated free.
    - Its horn gave a happy toot, toot!
    joy:
    - The captain invited {N} to ring the ship's bell all the way to Seagull Island.

    @place holiday.beach
    image = a golden sandy beach with beach huts
    arrive:
    - Soon, {N} ran down to the beach, where the sand was warm and golden.
    + Then came the beach, a long curve of golden sand dotted with stripy umbrellas.
    see:
    - There were shells everywhere: pink ones, white ones and curly ones.
    + Someone had built a sand mermaid with seaweed hair and pebble eyes.

    @place holiday.pier
    image = a long wooden pier stretching out over the sea
    arrive:
    - Next, {N} walked along the wooden pier.
    + Then came the pier, stretching out over the water on long wooden legs.
    see:
    - Through the gaps in the planks, {N} could see the sea swishing below.
    + Fishermen sat at the end with their lines in the water, telling each other tall tales.

    @place holiday.dunes
    image = rolling sand dunes with tall grass
    arrive:
    - Then {N} climbed over the sand dunes.
    + The dunes rose up like soft golden hills, with tall grass that whispered in the wind.
    see:
    - Rabbits had made little burrows in the sand.
    + From the top of the highest dune, {N} could see the whole bay, blue and sparkling.

    @place holiday.harbour
    image = a little harbour full of colourful fishing boats
    arrive:
    - After that, {N} went down to the little harbour.
    + The little harbour came next, full of boats painted every colour of the rainbow.
    see:
    - A fisherman was mending a net and whistling.
    + Crabs scuttled sideways along the harbour wall, as if they were late for something.

    @place holiday.icecream
    image = an ice-cream stand with a striped umbrella by the sea
    arrive:
    - Before long, {N} passed the ice-cream stand.
    + The ice-cream stand was next, under a striped umbrella, with a queue of sandy children.
    see:
    - There was strawberry, vanilla and a blue one called "Sea Breeze."
    + The ice-cream lady gave free sprinkles to anyone who could tell a joke.

    @place holiday.cliffs
    image = a cliff-top path with wildflowers above the sea
    arrive:
    - Then {N} followed the path along the cliffs.
    + The cliff path wound along high above the sea, bordered by pink and yellow wildflowers.
    see:
    - Far below, the waves crashed white against the rocks.
    + Puffins with bright orange beaks watched from their ledges like little waiters.

    # ================================================================ free-text themes
    @event theme
    image = a storybook land of rolling hills, winding paths and little villages
    time1 = afternoon
    time2 = late afternoon
    time3 = sunset
    time4 = sunset
    home = the little house at the end of the lane
    scene:
    - It was one of those afternoons when anything at all might happen.
    - The sun was warm, the wind was soft, and the lane outside the house seemed to be waiting.
    + Beyond the garden fence, the hills rolled away like the pages of a big green book.
    - A blackbird sang on the gate, as if announcing that a story was about to begin.
    + Somewhere, just out of sight, an adventure was putting on its boots.
    evening:
    - When {N} came home, the sun was setting, and the sky was full of soft colours.
    - That evening, the lane was quiet again, and the lights of the little house glowed warm.
    + The long shadows of evening stretched across the hills as {N} walked home, full of stories.

    @problem theme.page
    goal = the Storyteller's tower on the hill
    target = the lost page
    image = an old storyteller holding a book with its last page missing
    goalImage = a crooked little stone tower on a hill, full of books
    fixImage = an old storyteller reading the last page of a book to a crowd of happy listeners
    title:
    - {N} and the Missing Page
    - The Story Without an Ending
    start:
    - That afternoon, the village Storyteller came down the lane in a terrible state: the last page of the best story ever written had blown away!
    - "Without it," said the Storyteller, "the story has no ending!"
    - Every child in the village was waiting to hear how it ended.
    arrive:
    - At last, {N} reached the Storyteller's tower on the hill, where the lost page was fluttering on the highest windowsill.
    crisis:
    - The page was slipping, and one more gust of wind would blow it far away over the hills.
    fix:
    - The lost page was safe at last, and the Storyteller pressed it back into the book.
    - That evening, the whole village gathered to hear the story's ending, and it was a very happy one.
    joy:
    - The Storyteller smiled and said the next story would be all about {N}.

    @problem theme.well
    goal = the wishing well on the hill
    target = the wishing well
    image = an old stone wishing well gone dry and silent
    goalImage = an old stone wishing well on a grassy hilltop
    fixImage = a wishing well full of sparkling water and glowing wishes
    title:
    - {N} and the Wishing Well
    - The Well That Forgot How to Wish
    start:
    - The old wishing well on the hill, which had granted small, kind wishes for a hundred years, had gone dry.
    - No wishes had come true for weeks.
    - The villagers' wishes lay at the bottom like pebbles, waiting.
    arrive:
    - At last, {N} reached the wishing well on the hill, its old stones cold and silent.
    crisis:
    - Deep down, the water had frozen into a hard, dark stone, and the wishes were trapped beneath it.
    fix:
    - With a gurgle and a sparkle, the water came bubbling back up, and the well began to shimmer.
    - Little lights rose from its depths, the villagers' wishes, floating off to come true.
    joy:
    - The well gave {N} a wish of {N's} own, and {N} decided to save it for a very special day.

    @problem theme.map
    goal = the Mapmaker's hut at the end of the valley
    target = the fading map
    image = an old map whose roads and rivers are fading away
    goalImage = a little wooden hut full of maps and inks at the end of a green valley
    fixImage = a colourful map with bright roads and rivers, and a happy old mapmaker
    title:
    - {N} and the Fading Map
    - The Map That Was Disappearing
    start:
    - That afternoon, the great map of the valley in the village hall began to fade, and people began to get lost in their own streets!
    - First the rivers faded, then the roads, then the little houses.
    - Only the Mapmaker at the end of the valley knew how to fix it.
    arrive:
    - At last, {N} reached the Mapmaker's hut at the end of the valley, where inks and brushes lay everywhere.
    crisis:
    - The old Mapmaker had run out of the special ink, and the last drops had dried up in the pot.
    fix:
    - The ink glowed, and the map's roads and rivers came back, bright and clear.
    - In the village, everyone suddenly knew their way home again.
    joy:
    - The Mapmaker added a tiny new path to the map and named it after {N}.

    @place theme.crossroads
    image = a country crossroads with an old wooden signpost
    arrive:
    + The lane led first to an old crossroads, where a wooden signpost leaned as if it were listening.
    arriveFirst:
    - Soon, {N} walked down the lane to the old crossroads.
    see:
    - One sign said "This Way," and another said "That Way."
    + A little shrine of pebbles stood at its foot, built by travellers for luck.

    @place theme.daisies
    image = a hill covered in daisies
    arrive:
    - Next, {N} climbed a hill covered in daisies.
    + Then came a hill so covered in daisies that it looked as if it had snowed flowers.
    see:
    - Bees hummed from flower to flower.
    + {N} made a daisy chain and wore it like a crown for a while.

    @place theme.village
    image = a village of crooked little houses with flower boxes
    arrive:
    - Then {N} passed through a village of crooked little houses.
    + Beyond the hill lay a village where every house leaned a little, as if they were whispering to each other.
    see:
    - Flower boxes hung under every window.
    + A baker waved from a doorway, and the smell of cinnamon buns drifted into the street.

    @place theme.bridge
    image = a little wooden bridge over a brook
    arrive:
    - After that, {N} crossed a little wooden bridge over a brook.
    + Then a wooden bridge carried {N} across a laughing brook, its planks warm from the sun.
    see:
    - Below, the brook splashed over stones.
    + {N} dropped a stick on one side and ran to watch it float out on the other.

    @place theme.orchard
    image = an orchard of apple trees in blossom
    arrive:
    - Before long, {N} walked through an orchard of apple trees.
    + The path wandered into an orchard, where the apple trees stood in rows like old friends.
    see:
    - Blossom petals drifted down like pink snow.
    + Somewhere among the branches, a cuckoo kept calling its own name.

    @place theme.sunflowers
    image = a field of tall sunflowers
    arrive:
    - Then {N} went through a field of tall sunflowers.
    + Next came a field of sunflowers so tall that {N} felt like a mouse in a forest.
    see:
    - All the sunflowers were turned towards the sun.
    + Goldfinches were nibbling the seeds, hanging upside down like little acrobats.
    # ---------------------------------------------------------------- traits
    @trait brave
    intro:
    - {N} was brave, brave enough to look under the bed for monsters and say hello to them.
    - {N} had a brave heart. Thunder, big dogs and dark corners did not scare {N} for long.
    + {N} was brave in the best way: not because {N} was never afraid, but because {N} kept going anyway.
    help:
    - {N} felt a little flutter of fear, took a deep breath, and went first anyway.
    - "I'll go first," said {N} bravely to {c}, and stepped forward.
    - {N} was brave. One small step, then another, and soon the hardest part was over.
    + Being brave did not mean not being scared; it meant taking one small step, and then another. So that is what {N} did.
    + With a steady heart and a firm chin, {N} went ahead and showed {c} that the way was safe.
    climax:
    - {N} was scared, just a little, but {N} was brave, and brave hearts do not turn back.
    - Bravely, {N} stepped right up and did what needed to be done.
    + It was the bravest thing {N} had ever done, and {N} did it with a steady hand and a pounding heart.
    lesson:
    - {N} thought about the day and smiled: being brave does not mean never being scared.
    + Snuggled under the blanket, {N} knew that a brave heart is a heart that keeps going, even when it trembles a little.

    @trait kind
    intro:
    - {N} was kind to everyone: to friends, to grown-ups, to snails on the path and to grumpy cats.
    - {N} had the kindest heart in the whole street.
    + {N} was the kind of child who noticed when someone was sad and always found something gentle to say.
    help:
    - {N} did not get cross or stamp a foot. Kindly and patiently, {N} tried again, and this time it worked.
    - {N} remembered that a kind word can open more doors than any key, and spoke one.
    - {N} shared the last biscuit with {c}, and with full tummies and warm hearts, they found the way together.
    + Instead of pushing or hurrying, {N} stayed calm and kind, and the whole problem seemed to soften.
    + Kindness works in quiet ways: {N} offered a hand, and the way opened as if by itself.
    climax:
    - {N} spoke softly and kindly, and that kindness was stronger than any magic.
    - {N} held out a hand and said, "Don't worry. I'm here to help."
    + With the gentlest kindness, {N} calmed every worry, and what had seemed impossible became easy.
    lesson:
    - {N} thought about the day and knew something important: kindness makes everything better.
    + Drifting towards sleep, {N} understood that a kind heart is the best compass there is.

    @trait curious
    intro:
    - {N} was curious about everything: ants, clouds, keyholes and the insides of clocks.
    - "Why?" was {N's} favourite word, and "how?" came a close second.
    + {N} was so curious that every stone had to be turned over and every door had to be peeked behind.
    help:
    - {N} looked very closely, the way curious people do, and spotted a way through that nobody else had noticed.
    - "I wonder what happens if..." said {N}, and tried it. It worked!
    - {N} asked a lot of questions, and one of the answers was exactly the key.
    + Being curious paid off: {N} had noticed a tiny detail earlier, and now it turned out to be the answer.
    + {N} peered, poked and puzzled, and soon discovered a hidden way that had been there all along.
    climax:
    - {N} looked very carefully and noticed the one thing everybody else had missed.
    - All those questions had taught {N} how things worked, and now {N} knew exactly what to do.
    + Curiosity had brought {N} this far, and now it showed the way to the very heart of the problem.
    lesson:
    - {N} smiled sleepily: asking questions is a wonderful way to find answers.
    + Tucked up in bed, {N} was already wondering about tomorrow, because curious minds never really run out of wonders.

    @trait funny
    intro:
    - {N} was funny and could make anyone laugh, even a very grumpy goat.
    - {N} knew a hundred jokes, and at least ninety of them were very silly.
    + {N} had a laugh that bubbled like a brook, and it was impossible to stay sad when {N} was around.
    help:
    - {N} made a very silly face, {c} burst out laughing, and somehow that made it all easier.
    - {N} told a joke so funny that even the problem seemed to giggle and step aside.
    - Laughing, {N} found that the scary thing was not so scary after all.
    + A good laugh makes any heart lighter, so {N} laughed out loud at the whole silly situation and felt brave enough to carry on.
    + {N} turned the whole thing into a game, and games, as everyone knows, are much easier than problems.
    climax:
    - {N} laughed a big, warm laugh, and the laughter spread until everything felt lighter.
    - {N} made everyone laugh so much that all the worries simply floated away.
    + In the middle of the trouble, {N} found something funny, and that laughter was exactly the magic that was needed.
    lesson:
    - {N} giggled sleepily: a good laugh can make even a big problem smaller.
    + Even half asleep, {N} was smiling, because laughter had turned a hard day into a happy one.

    @trait smart
    intro:
    - {N} was smart and loved puzzles, numbers and good questions.
    - {N} could count to a thousand and knew the names of all the planets.
    + {N} had a quick, bright mind, always busy working out how things fitted together.
    help:
    - {N} thought hard, counted carefully and worked out a plan.
    - {N} looked at the problem from every side, and then knew the answer.
    - "Let's think," said {N}. A moment later, there was a smart idea.
    + {N} remembered something learned long ago, and it turned out to be exactly the right thing to know.
    + Like a detective, {N} put the clues together, one by one, until the answer became clear.
    climax:
    - {N} thought very hard, and the smartest plan of all appeared.
    - {N} worked it all out, step by step, until the solution was perfectly clear.
    + All {N's} thinking came together at once, like the last piece of a jigsaw clicking into place.
    lesson:
    - {N} smiled in the dark: thinking things through really does help.
    + Before falling asleep, {N} thought that the best ideas come when you stay calm and think.

    @trait adventurous
    intro:
    - {N} loved adventures, the wilder the better.
    - {N} always wanted to know what was behind the next hill.
    + {N} had an adventurous spirit and a pair of boots that were always ready for the road.
    help:
    - {N} grinned. An adventure without a few surprises would not be an adventure at all!
    - {N} was not afraid of unknown paths, so {N} found a new one.
    - "This way!" called {N}, who loved trying new things.
    + Where others saw a problem, {N} saw the next exciting part of the adventure, and marched straight into it.
    + {N} had explored so many places that finding a way through felt like the most natural thing in the world.
    climax:
    - {N} did not hesitate for a second. This was the best part of any adventure!
    - With all the courage of a true explorer, {N} went straight to the heart of the trouble.
    + Every adventure {N} had ever had was practice for this very moment, and {N} was ready.
    lesson:
    - {N} sighed happily: the best adventures end in your own cosy bed.
    + {N} was already dreaming about the next adventure, but for tonight, home was the best place of all.

    @trait creative
    intro:
    - {N} was creative and could turn a cardboard box into a rocket or a castle.
    - {N} always had ideas, bright and colourful ones.
    + {N} had the kind of imagination that made ordinary afternoons turn into extraordinary ones.
    help:
    - {N} had an idea that nobody else had thought of, and it worked.
    - {N} looked at the problem in a brand-new way, and a wonderful idea popped up.
    - Using a stick, a string and a lot of imagination, {N} made just what was needed.
    + {N's} imagination whirred like a little engine, and out came a plan so clever and so unusual that it could only work.
    + Where everyone else saw a dead end, {N} saw a puzzle waiting for a creative answer.
    climax:
    - {N} had the most creative idea of the whole day, and it was exactly right.
    - With a bit of imagination, {N} found a way that nobody else could have found.
    + {N's} imagination took flight, and the idea it brought back was so perfect it made everyone gasp.
    lesson:
    - {N} smiled: a good idea can be the best tool of all.
    + As the room grew dark, {N's} imagination went on painting pictures, soft and bright, behind closed eyes.

    @trait helpful
    intro:
    - {N} was helpful and always the first to say, "I can help!"
    - {N} loved helping: carrying bags, feeding the cat and watering the plants.
    + {N} had a way of noticing when someone needed a hand, and a way of offering one without being asked.
    help:
    - {N} rolled up both sleeves and got to work, one careful job at a time.
    - "Let me help," said {N} to {c}, and together they managed it.
    - {N} held things, carried things and steadied things until the job was done.
    + Because {N} was so helpful, {c} joined in too, and what was hard for one was easy for two.
    + {N} never walked past someone who needed help, and this time, helping was also the way forward.
    climax:
    - {N} helped with all {N's} heart, and that help was just what was needed.
    - {N} knew that helping was the answer, and helped as much as anyone could.
    + Helping was what {N} did best, and now that help made all the difference in the world.
    lesson:
    - {N} felt warm inside: helping others is one of the happiest things there is.
    + Drifting off, {N} thought that the best feeling of all is the one you get after helping someone.

    @trait gentle
    intro:
    - {N} was gentle, with soft hands and a quiet voice.
    - {N} could hold a butterfly without hurting a single wing.
    + {N} was gentle in a way that made frightened creatures calm and shy ones brave.
    help:
    - {N} moved slowly and softly, and everything calmed down.
    - Speaking in a quiet, gentle voice, {N} made {c} feel safe.
    - {N} did not rush or shout. {N} was gentle, and that was just right.
    + With patient, gentle hands, {N} eased the way open, as softly as turning the page of a favourite book.
    + Gentleness can be very powerful: the calmer {N} became, the easier everything was.
    climax:
    - Gently, very gently, {N} did what needed to be done.
    - {N's} gentle voice calmed everything down, and the trouble melted away.
    + With the softest, gentlest care, {N} turned the whole problem around.
    lesson:
    - {N} smiled: gentle hands can do great things.
    + Sleep came as gently as {N} was, quietly, softly, like a feather landing on a pillow.

    @trait magical
    intro:
    - {N} was a little bit magical: flowers seemed to turn towards {N}, and cats purred when {N} walked by.
    - There was a sparkle of magic about {N}, which nobody could quite explain.
    + Strange, lovely things happened around {N}: lost buttons turned up and rainbows appeared at just the right moment.
    help:
    - {N} wiggled both fingers, and a few sparkles of everyday magic made the way easier.
    - A tiny bit of {N's} magic twinkled in the air, and the way opened up.
    - {N} whispered a magic word, and things began to go right.
    + The air around {N} shimmered faintly, and in that shimmer, the trouble simply untangled itself.
    + {N} did not quite know how it happened, but a little magic always seemed to turn up when it was needed most.
    climax:
    - {N's} magic sparkled brighter than ever before.
    - A shower of magic sparkles streamed from {N's} fingertips and set everything right.
    + All the magic inside {N} came together in one shining moment, warm and golden.
    lesson:
    - {N} smiled sleepily: the best magic is the kind you share.
    + Even as sleep came, a faint sparkle of magic twinkled around the pillow, keeping watch.

    @trait clever
    intro:
    - {N} was clever and always found a way, even when there did not seem to be one.
    - {N} was full of clever ideas and clever tricks.
    + {N} was clever in the most useful way: able to find a smart solution with whatever was at hand.
    help:
    - {N} tapped a finger on the chin and came up with a clever trick.
    - {N} spotted the clever way, the one nobody else had seen.
    - "I know!" said {N}, with a clever twinkle. And it worked.
    + With a clever twist of thinking, {N} turned the problem upside down and found the answer hiding underneath.
    + {N} used what was lying around in a way so clever that even the wind seemed impressed.
    climax:
    - {N} had the cleverest idea of all, and it worked perfectly.
    - With a clever plan and quick hands, {N} solved the whole problem.
    + {N's} clever mind found the one simple trick that made all the difference.
    lesson:
    - {N} smiled: there is almost always a clever way, if you look for it.
    + Falling asleep, {N} thought that being clever is even better when you use it to help.

    @trait musical
    intro:
    - {N} was musical and sang all day long, in the bath, on the stairs and under the table.
    - {N} could make music from anything: a spoon, a pot, even a blade of grass.
    + {N} heard music everywhere: in the rain, in footsteps, in the wind across the chimney.
    help:
    - {N} began to hum a little tune, and the tune seemed to show the way.
    - {N} sang a cheerful song, and {c} joined in, and both of them felt brave again.
    - {N} clapped out a steady rhythm and moved with it, step by careful step.
    + A song rose up in {N}, and as it filled the air, the trouble seemed to fall into step with it.
    + {N} whistled a clear, bright melody, and somehow everything around seemed to listen.
    climax:
    - {N} sang the most beautiful song, and the music made everything right again.
    - {N's} song rang out, clear and strong, and the whole world seemed to listen.
    + The music that came from {N} was so lovely that the trouble itself stopped to listen, and then simply melted away.
    lesson:
    - {N} hummed sleepily: a song can make any day brighter.
    + As sleep came, a soft melody played on in {N's} head, slow and sweet, like a lullaby.

    @trait athletic
    intro:
    - {N} was sporty and fast, great at running, jumping and climbing.
    - {N} could do a cartwheel, climb a rope and run faster than the wind.
    + {N} had strong legs, quick feet and a love of racing anything, even the bus.
    help:
    - {N} jumped, climbed and balanced like a champion.
    - With a run and a hop, {N} was past it in no time.
    - {N} was quick and strong, and made it look easy.
    + All those days of running, climbing and tumbling paid off: {N} moved like an acrobat, swift and sure.
    + Quick and sure, {N} had it done before {c} could even say "careful!"
    climax:
    - {N} ran, jumped and climbed faster than ever before.
    - With one great leap, {N} reached the spot where help was needed.
    + Every bit of {N's} strength and speed came together in one mighty effort.
    lesson:
    - {N} stretched tired legs under the blanket: what a day!
    + {N's} muscles were sleepy and warm, the way they feel after a really good day of moving.

    @trait artistic
    intro:
    - {N} loved to draw and paint, and the fridge was covered in {N's} pictures.
    - {N} noticed colours and shapes that other people missed.
    + {N} had an artist's eye: a puddle was a mirror, a cloud was a dragon, and a wall was an invitation.
    help:
    - {N} drew a quick picture in the dirt, and suddenly {c} could see the plan.
    - {N} noticed a shape and a colour that did not fit, and found the way through.
    - With a bit of chalk and a lot of imagination, {N} showed the way.
    + Looking at it like a painting, {N} saw the pattern hidden in the mess, and followed it.
    + {N's} artist's eye spotted the one thing out of place, and that was the clue that was needed.
    climax:
    - {N} looked at everything like an artist, and saw what needed to be done.
    - With clever hands and an artist's eye, {N} made everything beautiful and right again.
    + {N} painted the answer as much as found it, with colour, care and a lot of imagination.
    lesson:
    - {N} smiled: there is beauty everywhere, if you look.
    + Behind closed eyes, {N} began to paint the day's adventure, in soft colours, for the dreams to come.

    @trait scientific
    intro:
    - {N} loved science: magnets, bugs, stars and anything that fizzed.
    - {N} had a magnifying glass and used it on everything.
    + {N} was a little scientist who liked to observe, wonder, guess and test.
    help:
    - {N} observed carefully, made a guess and tested it, just like a real scientist.
    - {N} remembered a science fact, and it solved the problem.
    - "Let's try an experiment," said {N}. The experiment worked!
    + With a scientist's patience, {N} watched closely, worked out the cause, and found the cure.
    + {N} knew that water flows downhill, that warm air rises and that every puzzle has a reason, and used all of it.
    climax:
    - {N} used everything a scientist knows, and the plan worked perfectly.
    - Carefully, like a real scientist, {N} tried the one thing that would work.
    + {N's} experiment was the boldest yet, and it worked exactly as {N} had predicted.
    lesson:
    - {N} thought sleepily: there is always a reason, if you look for it.
    + Even falling asleep, {N} was wondering about tomorrow's experiment.

    @trait natureloving
    intro:
    - {N} loved nature: trees, birds, beetles, flowers and even muddy puddles.
    - {N} knew the names of many birds and always said hello to the trees.
    + {N} loved the natural world and could spend an hour watching a snail cross a leaf.
    help:
    - {N} knew the ways of the wind, the water and the trees, and found the path.
    - {N} listened to the birds, and the birds showed the way.
    - {N} knew which branches were strong and which stones were safe.
    + {N} read the signs of nature like a book: the bent grass, the moss on the stones, the path the animals took.
    + Because {N} loved and knew the natural world, it seemed to help {N} in return.
    climax:
    - {N} asked nature for help, and nature answered.
    - The trees, the birds and the wind all seemed to help {N} at once.
    + Everything {N} knew and loved about nature came together in that moment, and the world itself seemed to lend a hand.
    lesson:
    - {N} smiled: nature is full of friends, if you are kind to it.
    + Outside the window, the trees swayed gently, as if saying goodnight to their friend.

    # ---------------------------------------------------------------- abilities
    @ability flight
    image = flying high through the air
    intro:
    - And {N} had a secret that only the birds knew: {N} could fly.
    - {N} could also fly, just a little above the rooftops, whenever the wind was friendly.
    + On days when the wind was friendly, {N} could float up off the ground and fly, light as a dandelion seed.
    climax:
    - {N} rose into the air, higher and higher, and flew straight to {target}.
    - Up, up went {N}, swooping through the air like a swallow.
    + From high above, {N} could see exactly what needed to be done, and dived down with a whoosh.
    - {N} flew around in a wide, careful circle, and then swooped in to help.

    @ability animals
    image = talking with a crowd of friendly animals
    intro:
    - {N} had a special gift: {N} could talk with animals, and they always listened.
    - Birds, cats, rabbits and even snails understood {N}, and {N} understood them.
    + {N} could speak the secret language of animals, from the squeak of a mouse to the hoot of an owl.
    climax:
    - {N} called out in the secret language of animals, and helpers came running, hopping and flying.
    - "Please help," said {N} to the animals, and every one of them did.
    - A family of rabbits, a clever crow and a very strong badger listened to {N's} plan.
    + Together, with {N} leading the way, the animals did what no one could have done alone.

    @ability strength
    image = lifting something enormous with super strength
    intro:
    - {N} was amazingly strong, strong enough to lift a piano with one hand.
    - {N} had super strength, but only ever used it to help.
    + {N} was stronger than a bear, though you would never guess it from {N's} gentle smile.
    climax:
    - {N} rolled up both sleeves and lifted, pushed and pulled with amazing strength.
    - With one mighty heave, {N} moved what nobody else could move.
    + For {N}, it was as easy as lifting a teddy bear.
    - {N} held everything steady with strong, careful hands.

    @ability invisibility
    image = turning invisible, a faint shimmering outline in the air
    intro:
    - {N} could do something very special: with one blink, {N} could become invisible.
    - {N} had a secret power: whenever {N} wished, nobody could see {N} at all.
    + With a wink and a wiggle, {N} could vanish completely, leaving only a giggle in the air.
    climax:
    - {N} blinked and vanished, then tiptoed, unseen and unheard, right up to {target}.
    + Invisible as the wind, {N} slipped past every difficulty and reached the very heart of the trouble.
    - Nobody saw {N} coming, and that was exactly the plan.
    - Then {N} appeared again, with a grin, just where help was needed.

    @ability speed
    image = racing along at super speed, leaving a trail of sparkles
    intro:
    - {N} could run faster than the wind, faster than a train, faster than anything.
    - {N} was super fast: zoom, and {N} was already there.
    + {N} could run so fast that the dust did not have time to rise until {N} was long gone.
    climax:
    - {N} took off in a whoosh of speed and reached {target} in the blink of an eye.
    - Zoom! {N} raced back and forth so fast that {N} seemed to be in ten places at once.
    + Quicker than a shooting star, {N} did in one second what would have taken everyone else a whole day.
    - In a flash, {N} had everything ready.

    @ability light
    image = glowing with a warm golden light that chases the shadows away
    intro:
    - {N} could make a warm, golden light glow from both hands.
    - When it was dark, {N} could shine like a little lantern.
    + {N} carried a light inside, a warm golden glow that could spill out whenever it was needed.
    climax:
    - {N} held up both hands, and a warm golden light spread all around {target}.
    - {N} glowed brighter and brighter, and every shadow ran away.
    + The light that poured from {N} was soft and golden, like sunshine through honey, and it reached every corner.
    - In {N's} glow, everything could finally be seen clearly.

    @ability nature
    image = making green vines and flowers grow in a swirl of leaves
    intro:
    - {N} could make plants grow with a whisper.
    - Whenever {N} hummed to a seed, it sprouted, and flowers opened wherever {N} walked.
    + {N} had a green, growing gift: vines curled, buds opened and trees stretched whenever {N} asked them kindly.
    climax:
    - {N} whispered to the ground, and strong green vines curled up to {target}.
    - Leaves and flowers grew in a rush, making a leafy ladder just where it was needed.
    + At {N's} word, the plants wove themselves into a living bridge, soft and strong and sweet-smelling.
    - Flowers bloomed all around, as if to say well done.

    @ability water
    image = guiding a sparkling ribbon of water
    intro:
    - {N} could swim like a fish and talk to water.
    - Water always did what {N} asked: it splashed, it flowed, it even made bubbles on request.
    + Rivers, rain and even bathwater listened to {N}, and could be coaxed into shapes and waves.
    climax:
    - {N} called softly to the water, and it came in a gentle, sparkling wave.
    - A ribbon of water danced through the air at {N's} command and carried help right to {target}.
    + The water rose, swirled and shone, doing exactly what {N} asked, as gentle as a hug.
    - With a splash and a sparkle, the water did its work.

    @ability healing
    image = healing with a soft glowing touch
    intro:
    - {N} had healing hands: a scraped knee or a sad heart felt better at {N's} touch.
    - When someone was hurt, {N} could make it better with a gentle touch.
    + {N} had a rare and gentle gift: a touch that mended bruises, broken wings and sad hearts alike.
    climax:
    - {N} laid a gentle hand on {target}, and a warm, tingly glow spread out.
    - Everything that was broken or hurt began to mend under {N's} careful hands.
    + Healing warmth flowed from {N}, soft as a blanket, and made everything well again.
    - "There," said {N} softly. "All better now."

    @ability weather
    image = calling a friendly swirling wind and clouds
    intro:
    - {N} could call the wind, the clouds and even the rain.
    - When {N} whistled, the wind came to play.
    + {N} could talk to the weather: a whistle brought a breeze, a wave sent clouds away, a song brought gentle rain.
    climax:
    - {N} whistled for the wind, and a friendly breeze came swirling to help.
    - {N} waved both arms, and the clouds rolled in to do exactly what {N} asked.
    + The wind swept in like a playful puppy, carrying everything gently to where it belonged.
    - The sky itself seemed to help {N}.

    @ability size
    image = growing as tall as a tree
    intro:
    - {N} could grow as tall as a tree or shrink as small as a beetle.
    - {N} had a funny power: {N} could change size whenever it was useful.
    + With a hop and a wiggle, {N} could become tiny enough to ride a bee or tall enough to peek over rooftops.
    climax:
    - {N} grew taller and taller, until {target} was easily within reach.
    - Then {N} shrank down small, squeezed through the tiniest gap, and grew back again right where help was needed.
    + Big when it had to be big and tiny when it had to be tiny, {N} was exactly the right size for the job.
    - At just the right size, {N} got to work.

    @ability mind
    image = making things float gently through the air just by thinking
    intro:
    - {N} could move things just by thinking about them.
    - If {N} looked at a spoon and thought very hard, the spoon would float.
    + {N} had a quiet power: a careful thought could lift a pebble, turn a page, or float a feather across the room.
    climax:
    - {N} looked at {target}, thought very hard, and things began to float gently into place.
    - Everything that needed to move began to move, just because {N} was thinking about it.
    + With a calm face and a powerful thought, {N} guided everything through the air, as lightly as soap bubbles.
    - One last careful thought, and it was done.

    @ability magic
    image = casting a sparkling spell
    intro:
    - {N} knew a few real magic spells.
    - {N} could do magic: small spells, kind spells, sparkly spells.
    + {N} had learned a handful of spells, and kept them safe, like sweets saved for a special day.
    climax:
    - {N} whispered the magic words, and a shower of sparkles swirled around {target}.
    + {N's} best and strongest spell rang out, and the air filled with light and the scent of warm cinnamon.
    - The spell worked! Sparkles danced, and everything began to change.
    - The magic glittered, and then settled, soft as snow.

    @ability other
    image = using a special power
    intro:
    - And {N} had a special gift that not many people knew about: {ability}.
    - {N} also had a special power: {ability}.
    + Not many people knew it, but {N} had a truly special gift: {ability}.
    climax:
    - Now it was time for {N's} special gift: {ability}.
    - {N} closed both eyes, thought of {ability}, and felt the power tingle from head to toe.
    + {N} let the special gift do its work, and did what nobody else could have done.
    - It worked better than {N} had ever dared to hope.
    # ================================================================ more obstacles and interludes
    @obstacle log
    events = bedtime weekend family theme holiday friends
    image = a huge fallen tree lying across the path
    intro:
    - Then {N} found a huge fallen tree lying right across the path.
    + Before long, an enormous fallen tree blocked the way, its trunk as wide as a sofa and covered in slippery moss.
    more:
    - It was far too big to climb and far too long to walk around.
    done:
    - Soon the fallen tree was behind {N}, and the path went on.
    - {N} was over the tree in no time, with only a little moss on one knee.

    @obstacle mud
    events = rainy weekend family friends theme holiday
    image = a slippery muddy slope
    intro:
    - Then the path went down a slope so muddy that it shone.
    + Next came a slope of thick, shiny mud, the kind that says "squelch" and tries to keep your boots.
    more:
    - One step, and a boot nearly stayed behind in the mud.
    done:
    - Squelch, squelch, and {N} was safely at the bottom.
    - Soon the mud was behind {N}, and both boots were still on both feet.

    @obstacle door
    events = any
    image = a tiny door, far too small, set into a wall
    intro:
    - Then the way ended at a tiny door, no bigger than a book.
    + Before long, {N} came to a wall with only one way through: a tiny round door, just the right size for a mouse.
    more:
    - "Too big, too big," squeaked a little voice from the keyhole.
    done:
    - Somehow the way through was found, and the tiny door giggled shut behind {N}.
    - With a click, the wall let {N} through, and the tiny door waved goodbye with its little handle.

    @obstacle maze
    events = any
    image = a maze of tall hedges
    intro:
    - Then the way turned into a maze, with paths going left, right and round in circles.
    + Next came a maze, its tall green walls twisting and turning until {N} could not tell which way was out.
    more:
    - Every corner looked exactly like the last one.
    done:
    - Left, right, right again, and {N} was out of the maze.
    - At last the maze opened up, and there was the path again, waiting.

    @obstacle sheep
    events = weekend family friends holiday theme helping birthday
    image = a flock of fluffy sheep blocking a country lane
    intro:
    - Then a whole flock of sheep wandered onto the path and stopped right there.
    + Around the bend, a flock of fluffy sheep had decided that the middle of the path was the best place for a chat.
    more:
    - "Baa," said the sheep, and did not move an inch.
    done:
    - The sheep trotted off, baaing cheerfully, and the way was clear.
    - Soon the sheep were munching grass by the side of the path, and {N} went on.

    @obstacle band
    events = school helping birthday family friends learning
    image = a marching band practising very loudly in the way
    intro:
    - Then {N} found a brass band practising right in the middle of the way.
    + Next came a terrible noise: a brass band was practising right across the way, trumpets blaring and drums booming.
    more:
    - It was so loud that nobody could hear a thing.
    done:
    - The band stopped for a glass of lemonade, and in the quiet, {N} went through.
    - The band marched off to the left, still playing, and the way ahead was clear.

    @interlude feather
    events = any
    image = finding a beautiful striped feather
    lines:
    - On the ground lay a feather, striped brown and white, as soft as a whisper.
    - {N} tucked it behind one ear, like an explorer's badge.
    + Somewhere above, a bird must have been wondering where its best feather had gone.

    @interlude snails
    events = weekend friends family holiday theme rainy
    image = watching two snails having a race on a leaf
    lines:
    - On a wide green leaf, two snails were having a race.
    - {N} watched for a while, but neither snail was in any hurry to win.
    + It was, everybody agreed, the slowest and most exciting race in the world.

    @interlude echo
    events = weekend holiday theme bedtime
    image = calling out and hearing an echo from the hills
    lines:
    - "Hello!" called {N}, and the hills called back, "Hello! Hello! Hello!"
    - {N} laughed, and the echo laughed too.
    + It is nice to know that even the hills like to join in sometimes.

    @interlude blackbird
    events = weekend friends family holiday theme rainy helping birthday
    image = a blackbird singing on a fence post
    lines:
    - A blackbird on a fence post sang a little tune.
    - {N} whistled the same tune back, and the blackbird sang it again, a little louder.
    + They went on like that for a while, two musicians who did not need to share a language.

    @interlude baking
    events = school helping birthday family learning theme friends
    image = sniffing the smell of fresh baking from an open window
    lines:
    - Just then, a wonderful smell floated out of an open window: fresh bread and warm cinnamon.
    - {N} stopped and took a long, happy sniff.
    + Somebody, somewhere, was baking something delicious, and the whole street knew it.

    @interlude owlcall
    events = bedtime
    image = an owl hooting in a moonlit tree
    lines:
    - High in a tree, an owl hooted three times: hoo, hoo, hoo.
    - In owl language, that means "good luck."
    + {N} waved up into the dark branches, just in case the owl was watching.
    # ================================================================ more places, so long stories differ
    @place bedtime.lane
    image = a sleepy village lane with glowing windows at night
    arrive:
    - Then {N} tiptoed down the village lane, past the sleeping houses.
    + The lane through the village was hushed, and here and there a window still glowed like a little square moon.
    see:
    - Behind one window, a grandpa was reading a story to a yawning child.
    - A cat sat on a doorstep, washing its paws in the moonlight.
    + Every chimney puffed a last sleepy curl of smoke into the starry sky.

    @place bedtime.orchard
    image = a moonlit orchard with silver apples
    arrive:
    - Next came the old orchard, where the apples shone silver in the moonlight.
    + Beyond the hedge lay the orchard, its crooked trees standing in rows like old friends whispering goodnight.
    see:
    - A hedgehog was snuffling for fallen apples in the grass.
    - The leaves rustled softly, as if they were tucking each other in.
    + An apple dropped with a soft thump, and a mouse hurried over to see what the fuss was.

    @place school.office
    image = a cosy school office with a goldfish bowl and a big ringing bell
    arrive:
    - Then {N} passed the school office, where the big bell hung by the door.
    + Next came the school office, where the secretary's pencils stood in a jar like a bunch of yellow flowers.
    see:
    - A goldfish named Captain swam round and round in a bowl on the desk.
    - The telephone rang, and the secretary answered in a sing-song voice.
    + A wall of lost-property hooks held three odd gloves, a sun hat and a very surprised-looking teddy.

    @place school.science
    image = a science room full of microscopes, magnets and bubbling jars
    arrive:
    - Before long, {N} peeked into the science room.
    + The science room came next, full of microscopes, magnets and jars that bubbled all by themselves.
    see:
    - A plastic skeleton in the corner seemed to wave hello.
    - A magnet on the table pulled a trail of paper clips into a wiggly line.
    + On the window, a row of bean seeds in glass jars showed their curly white roots.

    @place birthday.florist
    image = a little flower shop overflowing with buckets of flowers
    arrive:
    - Then {N} hurried past the flower shop, where buckets of flowers spilled onto the pavement.
    + Next came the flower shop, where tulips, roses and sunflowers crowded the doorway like guests at a party.
    see:
    - The florist was tying a big bunch with a golden ribbon.
    - It smelled of roses and fresh rain.
    + A tiny sign on the door said: "Birthday bouquets, made with love."

    @place birthday.backgarden
    image = a back garden with a bouncy castle and paper lanterns
    arrive:
    - Next, {N} ran through the back garden, where a bouncy castle was waiting.
    + The back garden was ready for the party, with paper lanterns in the trees and a bouncy castle wobbling in the breeze.
    see:
    - The bouncy castle had red towers and a yellow flag.
    - Paper lanterns swayed in the branches like sleepy fruit.
    + Somebody had set out a long table with a cloth covered in tiny painted stars.

    @place weekend.meadow
    image = a meadow of tall grass full of grasshoppers and poppies
    arrive:
    - Then {N} waded into a meadow of tall grass and red poppies.
    + Next came a wide meadow, where the grass grew up to {N's} shoulders and poppies nodded like little red lanterns.
    see:
    - Grasshoppers jumped out of the way with every step.
    - A skylark sang high up in the sky.
    + The wind ran through the grass in long silver waves, as if the meadow were breathing.

    @place weekend.frogpond
    image = a frog pond with lily pads and dragonflies
    arrive:
    - Before long, {N} found a little pond full of lily pads.
    + Hidden among the reeds lay a little pond, its surface dotted with lily pads like green stepping stones.
    see:
    - Three frogs sat on a log, croaking in turns.
    - Blue dragonflies zipped over the water.
    + A water beetle rowed across the pond with its long legs, as serious as a sailor.

    @place rainy.bridge
    image = a little stone bridge over a stream swollen with rain
    arrive:
    - Then {N} crossed the little bridge over the stream.
    + Next came the little stone bridge, where the stream rushed underneath, fat and brown and full of rain.
    see:
    - Leaves and twigs raced each other under the bridge.
    - The water roared, but the bridge stood strong.
    + A family of ducks was riding the current, looking as if it were the best day of their lives.

    @place rainy.cafe
    image = a warm café window fogged up in the rain
    arrive:
    - Next, {N} passed the little café on the corner.
    + Then came the corner café, its windows all misty, its door letting out a warm puff of cocoa and cinnamon.
    see:
    - Someone had drawn a smiley face in the mist on the window.
    - Inside, people were drinking hot chocolate and watching the rain.
    + The café cat was asleep on a chair by the radiator, dreaming of sunny days.

    @place family.porch
    image = a front porch with a creaky rocking chair and potted geraniums
    arrive:
    - Then {N} stepped out onto the front porch.
    + Next came the front porch, with its creaky rocking chair and its pots of bright red geraniums.
    see:
    - Grandpa's old hat hung on a hook by the door.
    - The rocking chair rocked a little, all by itself.
    + From the porch, you could see the whole street, with neighbours waving from their gardens.

    @place family.pantry
    image = a pantry full of jars of jam and biscuit tins
    arrive:
    - Before long, {N} peeked into the pantry.
    + Then came the pantry, a small cool room full of jars, tins and the sweet smell of last summer's jam.
    see:
    - The jars had labels in Grandma's curly writing.
    - A biscuit tin was hidden on the very top shelf.
    + Strings of onions hung from the ceiling like brown paper lanterns.

    @place friends.fountain
    image = a park fountain splashing in the sunshine
    arrive:
    - Then {N} came to the big fountain in the park.
    + Next came the great fountain, throwing sparkling water high into the air and catching a rainbow in its spray.
    see:
    - Children were dipping their fingers in the water and laughing.
    - Pigeons took a bath on the edge, fluffing up their feathers.
    + Shiny coins glittered at the bottom, each one a wish that somebody had made.

    @place friends.field
    image = an open field full of children flying kites
    arrive:
    - Before long, {N} reached the big open field.
    + Beyond the trees lay the big open field, where the wind was strong and the sky was full of kites.
    see:
    - A blue kite and a yellow kite were dancing together.
    - Some children were playing tag and shrieking with laughter.
    + A small dog was chasing the shadow of a kite, round and round in circles.

    @place learning.butterflies
    image = a warm glasshouse full of butterflies
    arrive:
    - Then {N} stepped into the butterfly house.
    + Next came the butterfly house, warm and green, where hundreds of butterflies floated about like living confetti.
    see:
    - A big blue butterfly landed on a flower right next to {N}.
    - A sign explained how a caterpillar turns into a butterfly.
    + In a glass box, a row of chrysalises hung like tiny green lanterns, waiting to open.

    @place learning.clocks
    image = a room full of ticking clocks of every size
    arrive:
    - Before long, {N} found the clock room.
    + Then came the clock room, where dozens of clocks ticked and tocked, each in its own voice.
    see:
    - A cuckoo popped out of one clock and said hello.
    - One tiny clock was no bigger than a button.
    + A sign explained that long ago, people told the time with sand, water and shadows.

    @place helping.flowershop
    image = a flower shop with buckets of tulips on the pavement
    arrive:
    - Then {N} passed the flower shop on the corner.
    + Next came the flower shop, where buckets of tulips stood on the pavement like a crowd of colourful hats.
    see:
    - The florist was watering the roses and humming.
    - A basket of daisies waited by the door.
    + A note on the counter said: "Free flowers for anyone who is feeling sad today."

    @place helping.park
    image = a small town park with benches and pigeons
    arrive:
    - Before long, {N} walked through the little town park.
    + Then came the little town park, where old friends sat on the benches and pigeons strutted about importantly.
    see:
    - An old man was feeding the pigeons crumbs from a paper bag.
    - Two grandmothers were knitting the same long scarf from both ends.
    + The gardener was planting tulip bulbs in a neat row, humming to each one.

    @place holiday.rockpools
    image = rock pools full of crabs and starfish
    arrive:
    - Then {N} clambered over the rocks to the rock pools.
    + Next came the rock pools, little mirrors of seawater tucked between the rocks, each one a tiny world.
    see:
    - A crab scuttled sideways under a stone.
    - A starfish lay in the water like an orange hand.
    + Anemones waved their soft arms, and tiny shrimps darted about like sparks.

    @place holiday.market
    image = a seaside market with stalls of shells and sweets
    arrive:
    - Before long, {N} wandered into the seaside market.
    + Then came the seaside market, full of stalls selling shells, kites, sweets and straw hats.
    see:
    - One stall sold necklaces made of tiny shells.
    - There was a smell of warm doughnuts and sugar.
    + A man was selling bright windmills that spun and whistled in the sea breeze.

    @place theme.woods
    image = a little wood with an old talking tree
    arrive:
    - Then {N} walked into a little wood.
    + Next came a little wood, cool and green, where the trees stood close together as if sharing secrets.
    see:
    - An old tree creaked, and it sounded almost like a hello.
    - Mushrooms grew in a neat ring around a mossy stump.
    + A squirrel dropped a nutshell, then looked around, pretending it had not been him at all.

    @place theme.lake
    image = a quiet lake with a little rowing boat
    arrive:
    - Before long, {N} reached the edge of a quiet lake.
    + Then the path led down to a quiet lake, as still as a sheet of blue glass.
    see:
    - A little rowing boat was tied to a wooden post.
    - Swans glided by without making a single ripple.
    + On the far side, the hills were reflected upside down, as if there were a second world under the water.
    # ================================================================ the parts of a free-text theme
    # {place} and {place.a}: where the theme happens ("the moon"); {thing} and {thing.a}: what it is
    # about ("the pirate ship"); {Place}, {Thing}, {C} and {C.a}: the same and the theme's companion,
    # written as title words. The theme's companion speaks through the usual {c} lines. Places may
    # be plural ("the clouds"), so they never come before "was".
    @pool theme.title
    - {N} and {C}
    - {N} and {Thing}
    - The Day {N} Met {C.a}
    + {N}, {C} and {Thing}

    @pool theme.meet
    - Just then, {c.a} came along and said a cheerful hello.
    - And who should be waiting by the path but {c.a}, just as {N} had hoped.
    + Right at that moment, as if it had been planned all along, {c.a} appeared with a big smile.

    @pool theme.more
    - {c} had been looking forward to this day for a very long time.
    - {c} always had a good idea or two tucked away for later.
    + {c} knew a thing or two about adventures, and was happy to share every one of them.

    @pool theme.bye
    - {c} gave {N} a big goodbye hug and promised to come again soon.
    - {c} waved goodbye at the garden gate, smiling from ear to ear.
    + Before saying goodbye, {c} whispered that this had been the best day in a very long time.

    @pool theme.place.arrive
    - Soon the way to {place} opened up in front of {N}.
    - Little by little, {place} became more and more wonderful.
    - Then {N} came to a quiet corner of {place}, where everything was soft and still.
    - Next, the path led on towards the heart of {place}.
    - {N} climbed a little rise and saw {place} stretching far and wide.
    - Further on, the way across {place} was full of surprises.
    - Every step brought {N} a little nearer to the middle of {place}.
    + Then the way turned, and there was a part of {place} that nobody had ever drawn on a map.
    + Here, the edge of {place} shimmered, as if someone had sprinkled it with sugar.
    + Further on, {place} grew even stranger and more beautiful, like a picture in a dream.

    @pool theme.place.see
    - Everything here was new and strange and wonderful.
    - Tiny lights twinkled all around, like fireflies that had lost their way.
    - It was quieter here than anywhere {N} had ever been.
    - Nobody had ever told {N} that {place} could be so beautiful.
    - {N} wanted to remember every little bit of {place} for ever.
    - Somewhere far away, a little bell rang, once, twice, three times.
    - A soft wind blew, and it smelled of adventure.
    + {N} stood still for a moment, just to take in {place}: every colour, every sound, every sparkle.
    + If only the whole class could see {place} now, {N} thought; nobody would ever believe it.
    + The air of {place} felt cool and fresh, like the first breath of a new morning.

    @pool theme.place.obstacle
    - The way across {place} was not always easy.
    - But the journey through {place} still had a surprise or two in store.
    + Of course, no trip to {place} is ever quite as simple as it looks.

    @pool theme.thing
    - All along the way, {N} kept thinking about {thing}.
    - "I wonder what {thing} will be like," said {N}.
    - Even here, {N} could not stop thinking about {thing}.
    - Everything {N} saw seemed to have something to do with {thing}.
    + {N} smiled, imagining {thing} once more, and walked a little faster.

    @problem themed.colours
    target = the last spark of colour
    image = a faraway place whose colours have faded to grey
    fixImage = colours and light flooding back into a faraway place
    title:
    - {N} and the Secret of {Place}
    - {N}'s Journey to {Place}
    start:
    - That evening, {N} noticed something strange: far away, all the colours of {place} were fading to grey.
    - Without the colours, {thing} could not find the way home.
    - Everything there had turned grey and still, as if someone had blown out a candle.
    more:
    - Somebody had to bring the colours back, and {N} knew it had to be today.
    arrive:
    - At last, {N} reached the very heart of {place}.
    crisis:
    - There, in the middle of everything, the last little spark of colour was about to go out.
    fix:
    - Little by little, the colours came back to {place}, brighter than ever.
    - {thing} sparkled in the new light and found the way home at last.
    joy:
    - It seemed as if every corner of {place} was glowing to say thank you to {N}.

    @problem themed.call
    target = the little lost creature
    image = a tiny voice calling for help from far away
    fixImage = a tiny glowing creature safe and happy again
    title:
    - {N} and the Little Voice from {Place}
    - The Call from {Place}
    start:
    - That evening, a tiny voice called out from far away, from {place}.
    - It seemed to come from {thing}, somewhere out there.
    - "Help, please help," it said. "We need someone brave and kind."
    - Nobody else seemed to hear it, but {N} heard every word.
    more:
    - Whoever it was sounded very small, and a little bit lost.
    arrive:
    - At last, {N} reached the heart of {place}, right where the little voice was calling from.
    crisis:
    - There, all alone, sat a tiny glowing creature no bigger than a button, who had lost the way home.
    fix:
    - {N} helped the little creature all the way home across {place}, and it glowed with happiness.
    - Even {thing} seemed to smile.
    joy:
    - The little creature gave {N} a tiny shining pebble to keep, for luck.

    @problem themed.key
    target = the silver key
    image = a golden gate, firmly locked, with its key lost
    fixImage = a golden gate swinging open onto music and laughter
    title:
    - {N} and the Silver Key of {Place}
    - The Golden Gate of {Place}
    start:
    - Just then, a silver envelope slid under {N's} door, with a message inside: "The golden gate of {place} is locked, and its key is lost. Please come."
    - Behind the gate, {thing} was waiting.
    - A little silver envelope like that does not arrive every day.
    more:
    - Without the key, nobody could come or go, and a great party could not begin.
    arrive:
    - At last, {N} reached the golden gate of {place}, tall and shining and firmly locked.
    crisis:
    - The silver key was there at last, but it was stuck high up, far out of reach.
    fix:
    - With a click and a jingle, the key turned, and the golden gate of {place} swung open.
    - {thing} was free at last, and everyone cheered.
    - Behind the gate, music and laughter filled {place}.
    joy:
    - The party was in {N's} honour, and everyone danced until the first stars came out.
    # Plots for a theme that names what it is about but no place ("baking a giant cake"): the
    # hero sets things right so that {thing} can happen. Things may be plural ("space pirates"),
    # so they never come before "was".
    @problem themedthing.bell
    goal = the old bell tower at the top of the hill
    target = the golden bell
    image = an empty bell tower whose little golden bell has vanished
    goalImage = an old stone bell tower at the top of a green hill
    fixImage = a little golden bell ringing out over the hills
    title:
    - {N} and the Golden Bell
    start:
    - Everything was nearly ready for {thing}, except for one thing.
    - The little golden bell that starts every celebration had vanished from its hook.
    - Without it, {thing} could not begin.
    more:
    - Everyone looked under the tables and behind the curtains, but the bell was nowhere to be found.
    arrive:
    - At last, {N} reached the old bell tower at the top of the hill, where the wind whistled through the stones.
    crisis:
    - There was the golden bell, tangled in a bird's nest on the highest beam, far out of reach.
    fix:
    - The golden bell rang out over the hills, clear and bright: ding, ding, ding!
    - At last, it was time for {thing}.
    joy:
    - And {thing} turned out even better than {N} had ever dreamed.

    @problem themedthing.wind
    goal = the windy hilltop where the wind liked to play
    target = the lost plan
    image = a gust of wind carrying a sheet of paper out of a window
    goalImage = a windy hilltop with long grass bending in the breeze
    fixImage = a sheet of paper floating gently down into a child's hands
    title:
    - {N} and the Naughty Wind
    start:
    - That morning, a naughty gust of wind blew through the open window and carried off the big plan for {thing}.
    - Without the plan, nobody knew where to begin.
    more:
    - The paper fluttered away over the rooftops, further and further, until it was only a white dot in the sky.
    arrive:
    - At last, {N} reached the windy hilltop where the wind liked to play.
    crisis:
    - The plan was whirling round and round in the air, high above everyone's heads.
    fix:
    - Slowly, gently, the plan floated down into {N's} hands.
    - Now everything was ready for {thing}.
    joy:
    - And {thing} turned out even better than anyone had dreamed.

    @problem themedthing.lantern
    goal = the lantern-maker's workshop by the river
    target = the lantern
    image = a big paper lantern with a torn side and no light
    goalImage = a little workshop full of lanterns by a river
    fixImage = a big paper lantern glowing warm and golden
    title:
    - {N} and the Great Lantern
    start:
    - There was one rule for {thing}: it could only start when the great paper lantern was lit.
    - But that day, the great lantern had a long tear down one side, and its light would not shine.
    - Without it, nothing could begin.
    more:
    - Only the lantern-maker by the river knew how to mend it.
    arrive:
    - At last, {N} reached the lantern-maker's workshop by the river, where lanterns of every colour hung from the ceiling.
    crisis:
    - The lantern-maker had run out of the special golden paper, and the last sheet had blown up onto the roof.
    fix:
    - With the golden paper, the great lantern was mended, and it glowed warm and bright.
    - Now, at last, it was time for {thing}.
    joy:
    - And {thing} turned out to be the best part of the whole day.
    """#
}
