/// The French story content, written natively: past historic for the narration, and phrasing that never needs the hero's gender.
///
/// Written in the small format read by `ContentParser` (see there); blocks share their ids
/// with the other languages so the composer can pick a story's ingredients once.
enum FrenchStoryText {
    static let source = #"""
    # ---------------------------------------------------------------- compagnons
    @companion owl
    events = bedtime weekend learning theme family
    name = le vieux hibou
    a = un vieux hibou
    meet:
    - Sur une branche basse était perché un vieux hibou, de petites lunettes rondes au bout du bec.
    + Juste à ce moment, une voix douce fit « Hou ! », et un vieux hibou aux lunettes rondes cligna des yeux depuis sa branche.
    more:
    - Le hibou connaissait tous les chemins à des lieues à la ronde.
    + Le hibou avait lu tous les livres de la bibliothèque de la forêt, deux fois.
    bye:
    - Le vieux hibou hulula au revoir et s'envola au-dessus des arbres.
    + Avec un dernier « hou » plein de sagesse, {c} déploya ses ailes et plana au-dessus de la cime des arbres.

    @companion hedgehog
    events = bedtime weekend family friends birthday theme holiday
    name = le petit hérisson
    a = un petit hérisson
    meet:
    - De sous un buisson sortit en trottinant un petit hérisson avec une écharpe rouge.
    + Quelque chose bruissa dans les feuilles, et un petit hérisson en sortit en roulant, puis se déroula en éternuant.
    more:
    - Le hérisson s'appelait Piquant, et il était très doué pour trouver les choses.
    + Le hérisson s'appelait Piquant, et son nez pouvait flairer n'importe quoi.
    bye:
    - Le petit hérisson fit une toute petite révérence et rentra chez lui en trottinant.
    + {c} agita une petite patte, se roula en boule dans un tas de feuilles et s'endormit avant même que {N} ait eu le temps de se retourner.

    @companion firefly
    events = bedtime weekend rainy theme
    name = la petite luciole
    a = une petite luciole
    meet:
    - Une petite luciole se mit à clignoter juste devant le nez de {N}.
    + Une toute petite lumière surgit de l'ombre en zigzaguant : une petite luciole, qui clignotait d'excitation.
    more:
    - La luciole s'appelait Étincelle, et sa lumière était la plus brillante de toute la prairie.
    + La luciole s'appelait Étincelle, et quand elle était très contente, elle pouvait clignoter en sept couleurs.
    bye:
    - La petite luciole clignota un dernier au revoir et fila au loin.
    + {c} dessina un petit cœur lumineux dans l'air, puis s'envola rejoindre les autres lucioles.

    @companion squirrel
    events = weekend friends family birthday helping theme school
    name = l'écureuil
    a = un écureuil
    meet:
    - Un écureuil roux dégringola d'un arbre et s'arrêta juste devant {N}.
    + D'un coup de sa queue touffue, un écureuil roux sauta d'une branche et atterrit, léger comme une plume, aux pieds de {N}.
    more:
    - L'écureuil s'appelait Noisette et parlait très, très vite.
    + Noisette l'écureuil avait les joues pleines de noisettes et la tête pleine d'opinions.
    bye:
    - L'écureuil agita sa queue touffue et remonta dans son arbre.
    + {c} jacassa un long au revoir joyeux, puis disparut dans l'arbre en trois bonds.

    @companion dog
    events = weekend friends family helping birthday holiday rainy theme
    name = le petit chien ébouriffé
    a = un petit chien ébouriffé
    meet:
    - Un petit chien ébouriffé aux oreilles tombantes arriva en bondissant, la queue frétillante.
    + De nulle part surgit un petit chien ébouriffé, les oreilles au vent, la queue remuant si fort que tout son corps se tortillait.
    more:
    - Le chien s'appelait Cornichon, et il aimait tout le monde à la fois.
    + Le chien s'appelait Cornichon, et il pouvait sentir un sandwich à un kilomètre.
    bye:
    - Le petit chien lécha la main de {N}, aboya au revoir et rentra chez lui en trottinant.
    + Avec un dernier aboiement joyeux et un frétillement de tout le corps, {c} courut rentrer pour le dîner.

    @companion robot
    events = school learning rainy family birthday theme
    name = le petit robot en fer-blanc
    a = un petit robot en fer-blanc
    meet:
    - Un petit robot en fer-blanc sortit de derrière un placard en bipant poliment.
    + Il y eut un vrombissement et un cliquetis, et un petit robot en fer-blanc avec une antenne clignotante apparut en roulant.
    more:
    - Le robot s'appelait Boulon et connaissait plein de choses.
    + Boulon le robot avait été fabriqué avec une vieille boîte à biscuits, et il sentait encore un peu le sablé.
    bye:
    - Le petit robot bipa au revoir et retourna dans son placard en roulant.
    + L'antenne du robot clignota joyeusement, et {c} s'en alla se recharger pour la nuit.

    @companion mouse
    events = school birthday learning bedtime family helping
    name = la petite souris grise
    a = une petite souris grise
    meet:
    - Une petite souris grise en gilet bleu sortit d'un trou dans le mur.
    + D'une fente dans la plinthe pointa une petite souris grise, vêtue d'un gilet aux boutons brillants.
    more:
    - La souris s'appelait Grignote et connaissait tous les passages secrets.
    + La souris s'appelait Grignote, et elle connaissait tous les recoins cachés où personne ne regarde jamais.
    bye:
    - La petite souris couina au revoir et disparut dans son trou.
    + {c} fit une profonde révérence, ses boutons scintillant, et trottina jusqu'à son lit fait d'une boîte d'allumettes.

    @companion duck
    events = friends weekend holiday rainy helping
    name = le canard
    a = un canard
    meet:
    - Un canard blanc arriva en se dandinant et en cancanant bonjour.
    + Un canard blanc et dodu sortit d'une flaque en s'ébrouant pour secouer l'eau de ses plumes.
    more:
    - Le canard s'appelait Dodu et nageait à merveille.
    + Dodu le canard avait des idées bien arrêtées sur le pain, la pluie et la bonne façon de se dandiner.
    bye:
    - Le canard cancana au revoir et repartit vers la mare en se dandinant.
    + {c} lança un fier coin-coin et s'en alla en se dandinant, les plumes de la queue frétillantes.

    @companion seagull
    events = holiday helping
    name = la mouette
    a = une mouette
    meet:
    - Une mouette se posa sur un poteau et regarda {N} de ses yeux brillants.
    + Dans un grand battement d'ailes et un cri, une mouette se posa sur la rambarde et pencha la tête vers {N}.
    more:
    - La mouette s'appelait Capitaine et connaissait chaque recoin de la côte.
    + La mouette se faisait appeler Capitaine et prétendait avoir fait deux fois le tour du monde.
    bye:
    - La mouette cria au revoir et s'envola au-dessus des vagues.
    + {c} salua d'une aile et s'envola dans le ciel du soir en criant joyeusement.

    @companion cat
    events = family rainy helping birthday bedtime theme
    name = le chat roux
    a = un chat roux
    meet:
    - Un chat roux tout duveteux sauta d'un mur et vint se frotter aux jambes de {N}.
    + Un chat roux tout duveteux apparut de nulle part, comme font les chats, et s'assit comme s'il avait été invité.
    more:
    - Le chat s'appelait Marmelade, et il était très curieux.
    + Marmelade le chat faisait semblant de ne s'intéresser à rien, mais suivait {N} partout.
    bye:
    - Le chat roux ronronna au revoir et se roula en boule sur un rebord de fenêtre bien chaud.
    + {c} cligna lentement des yeux, c'est ainsi que les chats disent merci, et s'éloigna, la queue bien droite.

    @companion crane
    events = school learning rainy theme
    name = l'oiseau de papier
    a = un oiseau de papier
    meet:
    - Sur la table de dessin, un oiseau en papier plié battit de ses ailes de papier et prit vie.
    + Dans un froissement léger, un oiseau de papier plié étira ses ailes et sauta de l'étagère.
    more:
    - L'oiseau de papier était très léger et pouvait planer très loin.
    + L'oiseau avait été plié dans une page de livre d'histoires, et on lisait encore quelques mots minuscules sur ses ailes.
    bye:
    - L'oiseau de papier replia ses ailes et retourna se poser sur l'étagère.
    + Dans un doux froissement, {c} retourna sur son étagère et redevint un simple oiseau de papier, ou presque.

    @companion ladybird
    events = weekend friends rainy theme family
    name = la coccinelle
    a = une coccinelle
    meet:
    - Une coccinelle rouge et brillante se posa sur le doigt de {N}.
    + Quelque chose de minuscule et de rouge atterrit sur la manche de {N} : une coccinelle avec sept points parfaits.
    more:
    - La coccinelle s'appelait Pois, et elle était petite mais très courageuse.
    + Pois la coccinelle savait compter jusqu'à sept, parce que c'était le nombre de ses points.
    bye:
    - La coccinelle ouvrit ses ailes et s'envola en bourdonnant.
    + {c} grimpa jusqu'au bout du doigt de {N}, ouvrit deux ailes brillantes et s'envola.

    # ---------------------------------------------------------------- obstacles
    @obstacle stream
    events = bedtime weekend friends holiday theme family birthday helping
    intro:
    - Puis {N} arriva devant un large ruisseau, sans aucun pont.
    + Bientôt, un ruisseau barra le chemin, large et rapide, éclaboussant bruyamment les pierres.
    more:
    - L'eau était froide et rapide, et l'autre rive semblait très loin.
    done:
    - Bientôt, {N} se retrouva sur l'autre rive, les pieds bien au sec.
    - Plouf, hop, un saut, et {N} était de l'autre côté !

    @obstacle fog
    events = bedtime weekend rainy holiday theme
    intro:
    - Soudain, un épais brouillard blanc arriva, et {N} ne voyait plus le chemin.
    + Sortie de nulle part, une brume épaisse comme de la purée avala le sentier.
    more:
    - Dans le brouillard, tout se ressemblait : du blanc, du blanc et encore du blanc.
    done:
    - Peu à peu, le brouillard se déchira, et le chemin réapparut.
    - Bientôt, {N} sortit du brouillard, à l'air libre.

    @obstacle gate
    events = any
    intro:
    - Un peu plus loin, une haute grille barrait le passage, et elle était fermée à clé.
    + Bientôt, {N} arriva devant une grande grille de fer bien verrouillée, avec une serrure qui avait l'air de froncer les sourcils.
    more:
    - La serrure était rouillée et grognon, et n'avait aucune envie de s'ouvrir.
    done:
    - Clic ! La grille s'ouvrit en grinçant joyeusement.
    - La grille s'ouvrit, et le chemin était libre.

    @obstacle high
    events = any
    intro:
    - Puis le chemin montait le long d'un rebord, bien trop haut pour être atteint.
    + Ensuite vint un vrai problème : le seul passage était un rebord plus haut que n'importe quelle grande personne.
    more:
    - Même sur la pointe des pieds, impossible d'y arriver.
    done:
    - Hop, {N} grimpa, et bientôt, le haut fut atteint.
    - Et voilà, en un rien de temps, {N} était en haut.

    @obstacle brambles
    events = bedtime weekend family theme holiday
    intro:
    - Un gros enchevêtrement de ronces poussait en travers du chemin.
    + Bientôt, un mur de ronces piquantes barra le passage, épais, plein d'épines et de branches qui griffent.
    more:
    - Les épines s'accrochaient aux manches et tiraient les cheveux.
    done:
    - Bientôt, {N} trouva un passage, sans la moindre égratignure.
    - {N} se faufila à travers les ronces et ressortit de l'autre côté sans une seule griffure.

    @obstacle crossroads
    events = any
    intro:
    - Puis le chemin se sépara en trois, et un panneau indiquait toutes les directions à la fois.
    + Bientôt, {N} arriva à un carrefour où un vieux panneau tordu avait des flèches vers la gauche, vers la droite, vers le haut et même vers le bas.
    more:
    - Quel était le bon chemin ? Impossible de le savoir.
    done:
    - Bientôt, {N} sut quelle direction prendre, et l'aventure reprit.
    - Le bon chemin fut trouvé, et {N} s'y engagea sans tarder.

    @obstacle goose
    events = weekend friends family holiday theme birthday helping
    intro:
    - Une oie grincheuse se tenait au milieu du chemin et ne laissait passer personne.
    + Sur le sentier étroit se dressait une oie très grognon, les ailes écartées, qui criait après tous ceux qui approchaient.
    more:
    - « Cacaaa ! fit l'oie. Personne ne passe ! »
    done:
    - Finalement, l'oie s'écarta, l'air presque contente.
    - L'oie laissa passer {N} et lança même un petit cri amical.

    @obstacle bridge
    events = bedtime weekend holiday theme
    intro:
    - Puis {N} arriva devant un pont de corde tout branlant, au-dessus d'un fossé profond.
    + Devant, un pont de corde se balançait doucement au-dessus d'un ravin profond, ses planches grinçant dans le vent.
    more:
    - Chaque fois que le vent soufflait, le pont oscillait d'un côté à l'autre.
    done:
    - Planche après planche, {N} traversa, et bientôt, les deux pieds se posèrent sur la terre ferme.
    - {N} atteignit l'autre côté, et le pont cessa de trembler, comme s'il était fier.

    @obstacle wind
    events = any
    intro:
    - Soudain, un coup de vent arriva en sifflant et fit tout voler.
    + Tout à coup, une bourrasque sauvage passa, emportant dans les airs feuilles, papiers et chapeaux.
    more:
    - Difficile d'avancer avec le vent qui poussait et qui tirait.
    done:
    - Le vent finit par se fatiguer et devint une brise légère.
    - Enfin, le vent se calma, et tout redevint paisible.

    @obstacle tunnel
    events = any
    intro:
    - Ensuite, le chemin traversait un long passage tout sombre.
    + Puis le chemin s'enfonça dans un long passage obscur, si sombre qu'on n'y voyait pas le bout de son nez.
    more:
    - Plic, ploc, faisait l'eau quelque part dans le noir.
    done:
    - Bientôt, une petite lumière apparut au bout, et {N} sortit au grand jour.
    - {N} arriva au bout du passage, en clignant des yeux et en souriant.

    @obstacle puddle
    events = rainy weekend family friends holiday theme bedtime
    intro:
    - Puis {N} arriva devant la flaque la plus grande et la plus boueuse du monde.
    + Bientôt, {N} tomba sur une flaque si immense que les canards auraient pu y organiser une course de natation.
    more:
    - Impossible de la contourner, et elle avait l'air très profonde.
    done:
    - Bientôt, la flaque fut derrière {N}, avec juste une petite éclaboussure sur une chaussure.
    - {N} traversa en riant, et la flaque fit un petit glouglou, comme si elle riait aussi.

    @obstacle boxes
    events = school birthday family learning helping rainy
    intro:
    - Puis {N} trouva une haute tour de cartons qui vacillait, prête à tomber.
    + En plein passage se dressait une pile de cartons gigantesque, qui oscillait dangereusement, comme si elle allait s'écrouler d'un instant à l'autre.
    more:
    - Les cartons tanguaient de droite à gauche.
    done:
    - Bientôt, les cartons furent bien rangés et stables, et le passage était libre.
    - La tour cessa de vaciller, et {N} se faufila sans encombre.

    @obstacle stairs
    events = any
    intro:
    - Ensuite vint un escalier de cent marches qui tournait, tournait, tournait.
    + Puis {N} arriva au pied d'un escalier en colimaçon qui montait si haut que le sommet se perdait dans l'ombre.
    more:
    - À mi-chemin, les jambes de {N} commencèrent à être très fatiguées.
    done:
    - Enfin, {N} atteignit le sommet, à bout de souffle et tout sourire.
    - Cent marches plus tard, {N} était tout en haut.

    @obstacle giant
    events = bedtime weekend theme holiday
    intro:
    - Puis {N} découvrit un géant profondément endormi, allongé en travers du chemin, qui ronflait.
    + Bientôt, un ronflement fit trembler l'air : un grand géant gentil dormait en travers du chemin, avec une botte aussi grosse qu'un bateau.
    more:
    - Les ronflements du géant faisaient frémir les feuilles.
    done:
    - {N} passa sur la pointe des pieds, et le géant sourit dans son sommeil.
    - Le géant se retourna en ronflant de plus belle, et le chemin fut libre.

    @obstacle paint
    events = school learning birthday rainy
    intro:
    - Puis {N} trouva le sol couvert de peinture renversée, glissante et vive.
    + Devant, quelqu'un avait renversé tout un arc-en-ciel de peinture, et le sol était aussi glissant qu'une patinoire.
    more:
    - Un faux pas, et c'était la grande glissade jusqu'au point de départ.
    done:
    - Bientôt, {N} était de l'autre côté, avec juste une petite trace de pas bleue pour preuve.
    - {N} passa la flaque de peinture sans glisser une seule fois.

    @obstacle bees
    events = weekend friends family theme birthday
    intro:
    - Puis {N} arriva près d'une ruche, et les abeilles bourdonnaient très fort.
    + Devant, un nuage d'abeilles affairées bourdonnait autour de leur ruche, juste à côté du chemin.
    more:
    - Ce ne serait pas une bonne idée de fâcher les abeilles.
    done:
    - Les abeilles retournèrent à leurs fleurs en bourdonnant joyeusement, et le chemin fut libre.
    - Bientôt, la ruche fut derrière {N}, et les abeilles ne s'en soucièrent pas le moins du monde.

    @obstacle cart
    events = helping school birthday family friends learning holiday
    intro:
    - Puis {N} trouva une charrette renversée, et des pommes roulaient partout.
    + Au coin suivant, une charrette de pommes s'était renversée, et une rivière de pommes rouges dévalait la ruelle.
    more:
    - Personne ne pouvait passer tant que les pommes n'étaient pas ramassées.
    done:
    - Bientôt, toutes les pommes étaient de retour dans la charrette, et la ruelle était libre.
    - La dernière pomme retrouva sa place dans la charrette, et {N} reprit la route.
    @words main
    age3 = trois
    age4 = quatre
    age5 = cinq
    age6 = six
    age7 = sept
    age8 = huit
    age9 = neuf
    age10 = dix
    age11 = onze
    age12 = douze
    fallbackName = notre héros

    # ---------------------------------------------------------------- ouverture
    @pool opening.intro
    - Il était une fois {N}, qui avait {age} ans et plein d'idées dans la tête.
    - Il était une fois, dans une maison à la cheminée toute tordue, {N}, {age} ans, qui adorait les histoires.
    - Voici l'histoire de {N}, qui avait {age} ans et un sourire grand comme le soleil.
    - Il y a peu de temps, pas très loin d'ici, vivait {N}, qui venait d'avoir {age} ans.
    + Dans une petite ville où les rues sentaient le pain chaud et les fleurs, vivait {N}, {age} ans, la tête pleine de rêves.
    + Certains enfants collectionnent les cailloux, d'autres les autocollants ; {N}, qui avait {age} ans, collectionnait les aventures.
    + Il était une fois {N}, {age} ans, des étoiles plein les yeux et des questions plein les poches.

    @pool opening.intro.anon
    - Il était une fois un enfant de {age} ans qui adorait les aventures. Appelons cet enfant notre héros.
    + Il y a peu de temps vivait un enfant de {age} ans au grand cœur et aux yeux brillants : notre héros.

    @pool opening.look
    - On reconnaissait {N} de loin : {look}.
    - Impossible de ne pas remarquer {N} : {look}.
    - Tout le monde se souvenait de {N} au premier coup d'œil : {look}.
    + Si vous aviez croisé {N} dans la rue, vous auriez tout de suite remarqué ceci : {look}.

    @pool opening.life
    - {N} adorait les crêpes du dimanche, les flaques les jours de pluie et les histoires du soir.
    - Chaque matin, {N} disait bonjour aux moineaux posés sur le rebord de la fenêtre.
    - {N} savait siffler trois chansons et tenir sur un pied très, très longtemps.
    + Dans les poches de {N}, on trouvait presque toujours un caillou, un bout de ficelle et au moins une bonne idée.
    + {N} posait des questions auxquelles les grandes personnes avaient bien du mal à répondre, comme : pourquoi le ciel ne tombe-t-il pas ?

    # ---------------------------------------------------------------- thèmes libres et vœux
    @pool theme.open
    - Et ce jour-là, {N} ne pensait qu'à une seule chose : {theme}.
    - Ce jour-là, tout semblait murmurer la même chose : {theme}.
    + Ce serait une journée placée sous le signe de {theme}, même si {N} ne le savait pas encore.

    @pool theme.journey
    - En chemin, {N} pensait à {theme}, et chaque pas semblait plus léger.
    - {N} sourit en pensant à {theme}.
    + Le long du chemin, tout faisait penser à {theme}, comme si le monde entier avait eu la même idée.

    @pool theme.close
    - Juste avant de s'endormir, {N} pensa encore une fois à {theme}, et sourit.
    - Et quand le sommeil vint, il apporta des rêves où il était question de {theme}.
    + Quelque part entre la veille et le rêve, les pensées de {N} s'envolèrent vers {theme}.

    @pool wish.open
    - Cette histoire cache un petit vœu, glissé là par quelqu'un qui aime {N} très fort : {wish}.
    + Glissé dans cette histoire comme un mot doux dans une boîte à goûter, il y a un vœu tout spécial : {wish}.

    @pool wish.close
    - Et le petit vœu caché dans cette histoire ? Il était là depuis le début, doux comme un câlin : {wish}.
    + Quant au vœu glissé dans cette histoire, {N} le garda précieusement, comme un trésor : {wish}.

    # ---------------------------------------------------------------- qualités que le contenu ne connaît pas
    @pool trait.intro
    - Si l'on demandait aux amis de {N} de le dire en un mot, ils répondaient : « {trait} ».
    - Un mot revenait toujours quand on parlait de {N} : {trait}.
    + Parmi toutes les qualités de {N}, il y en avait une que tout le monde remarquait : {trait}.

    @pool trait.help
    - {N} avait une qualité précieuse, et c'était exactement ce qu'il fallait : {trait}.
    - Grâce à cette qualité que tout le monde lui connaissait, {trait}, {N} sut tout de suite quoi faire.
    + Cette qualité-là, {trait}, donna à {N} une bonne idée, et bientôt le chemin fut libre.

    @pool trait.climax
    - {N} n'avait pas de pouvoirs magiques, mais sa plus belle qualité brilla plus fort que jamais : {trait}.
    - Cette qualité que tout le monde aimait chez {N}, {trait}, fit toute la différence.
    + {N} fit ce que seule une qualité comme celle-là permet de faire, {trait}, et le fit de tout son cœur.

    @pool trait.lesson
    - {N} repensa à la journée et sourit : ce qui avait tout changé, c'était cette qualité-là, {trait}.
    + Ce jour-là, {N} avait compris qu'une qualité comme celle-là, {trait}, est un trésor qu'on emporte partout.

    # ---------------------------------------------------------------- sans qualité ni pouvoir : la gentillesse
    @pool kindness.help
    - {N} s'arrêta, réfléchit un instant et trouva un moyen doux et prudent de passer.
    - {N} ne se découragea pas. Lentement, patiemment, le chemin s'ouvrit.
    + Avec patience et un cœur tout chaud, {N} avança pas à pas, et aida {c} à en faire autant.
    + {N} garda son calme et sa douceur, et petit à petit, la difficulté céda.

    @pool kindness.climax
    - {N} n'avait aucune magie, mais {N} avait quelque chose d'aussi fort : un cœur plein de gentillesse.
    - {N} parla doucement, avec gentillesse, écouta de toutes ses oreilles, et tout changea.
    - {N} tendit la main et dit : « Ne t'inquiète pas. On va arranger ça ensemble. »
    + La gentillesse, quand elle vient du cœur, est la plus forte de toutes les magies, et {N} en avait à revendre.
    + Doucement, patiemment, une petite gentillesse après l'autre, {N} remit tout en ordre.

    @pool kindness.lesson
    - {N} repensa à la journée et comprit une chose importante : un cœur gentil peut presque tout réparer.
    + Bien au chaud sous la couette, {N} comprit que la chose la plus courageuse du monde, c'est tout simplement la gentillesse.

    # ---------------------------------------------------------------- le problème
    @pool problem.react
    - {N} fronça les sourcils. Il fallait faire quelque chose, et vite.
    - {N} sentit une petite inquiétude, mais elle ne dura qu'un instant.
    - « Oh là là, dit {N}. Il faut que quelqu'un aide ! »
    + Un instant, {N} resta sans bouger, à réfléchir très fort, comme on le fait quand quelque chose compte vraiment.
    + Le cœur de {N} fit boum-boum, mais tout au fond, une petite voix courageuse murmura : tu peux aider.

    @pool problem.decide
    - {N} savait quoi faire : aller jusqu'à {goal} et tout arranger.
    - Alors {N} décida de partir tout de suite vers {goal}.
    - Il n'y avait qu'une chose à faire : trouver le chemin de {goal}.
    + Sans un mot de plus, {N} laça ses chaussures et prit la route de {goal}.
    + {N} bâtit un plan sur-le-champ : la solution attendait quelque part du côté de {goal}.

    @pool problem.ready
    - {N} prépara un petit sac : un goûter, une gourde et un caillou porte-bonheur.
    - {N} prit une grande inspiration et hocha la tête. C'était parti.
    + Avant de partir, {N} fourra dans ses poches une lampe de poche, un bout de ficelle et une pomme, au cas où.

    # ---------------------------------------------------------------- le voyage
    @pool journey.start
    - Dehors, le monde semblait tout neuf, comme s'il avait attendu {N}.
    - Les premiers pas d'une aventure donnent toujours un petit frisson, et ceux-là aussi.
    + Un frisson d'impatience, un frisson joyeux, descendit jusqu'au bout des orteils de {N}.

    @pool journey.walk
    - {N} continua son chemin en fredonnant une petite chanson.
    - Le sentier tournait par-ci, par-là, et {N} le suivait.
    - Pas à pas, {N} avançait en regardant tout autour.
    - {N} s'arrêta un instant pour écouter. Tout était calme.
    - Un pied devant l'autre, {N} poursuivit sa route.
    - Une petite brise vint tenir compagnie à {N}.
    + {N} comptait ses pas à voix basse : cent un, cent deux, cent trois…
    + Tous les trois pas, {N} s'arrêtait pour remarquer quelque chose de nouveau : un caillou brillant, une feuille frisée, un nuage à la forme bizarre.
    + Le chemin n'en finissait pas, mais cela n'ennuyait pas {N} : les aventures ne sont jamais pressées.
    + Les jambes de {N} commençaient à fatiguer, mais le cœur, lui, se sentait plus fort, comme quand on fait une chose importante.

    @pool journey.walk.c
    - {N} et {c} marchaient côte à côte.
    - {N} et {c} continuèrent, un pas après l'autre.
    - {c} fredonnait un petit air, et {N} chantonnait avec.
    - {N} et {c} partagèrent un biscuit et reprirent la route.
    - {c} restait tout près de {N}, et {N} tout près de {c}.
    - Ensemble, {N} et {c} suivirent le chemin.
    + {N} et {c} avançaient en bavardant de tout et de rien.
    + La route était longue, mais avec {c} pour compagnie, elle ne semblait jamais triste.
    + De temps en temps, {c} montrait à {N} un détail qui lui aurait sûrement échappé.
    + {c} raconta à {N} une très vieille aventure, et le temps passa à toute vitesse.
    + En chemin, {N} et {c} jouèrent à « Je vois, je vois », et {c} ne tricha qu'un tout petit peu.

    @pool journey.talk
    - « On se rapproche », chuchota {N}.
    - « Je peux y arriver », dit {N} tout bas. Et c'était vrai.
    - « Plus très loin maintenant », murmura {N}.
    + « Quel endroit étrange et merveilleux », souffla {N}, les yeux grands ouverts.
    + « Un jour, je raconterai tout ça », pensa {N} avec un sourire.

    @pool journey.talk.c
    - « On y est bientôt ? » demanda {N}. « Bientôt », répondit {c}.
    - « C'est la plus belle aventure du monde », chuchota {N}. {c} était bien d'accord.
    - « Regarde ! s'écria {c}. Là-bas ! »
    - « Encore du courage ? » demanda {c}. « Plein ! » répondit {N} en bâillant un peu.
    - « Avec toi, le chemin passe plus vite », dit {c} doucement.
    + « Merci de m'accompagner », dit {N}, et {c} rayonna de plaisir.
    + « Tu crois qu'on va vraiment y arriver ? » demanda {c}. « Je le sais », répondit {N}.
    + « Quelle est ta chose préférée au monde ? » demanda {c}. {N} y réfléchit très longtemps.
    + « Quand tout sera fini, dit {c}, on fera un pique-nique. » {N} trouva l'idée formidable.

    @pool journey.cheer.c
    - « Tu as réussi ! » s'écria {c}.
    - {c} applaudit. « Bravo, {N} ! »
    - « Comment as-tu fait ça ? » demanda {c}, les yeux ronds.
    - « Hourra ! » cria {c}.
    - {c} fit un petit bond de joie.
    + {c} regarda {N} avec une grande admiration. « Je n'y aurais jamais pensé. »
    + « Je savais que tu y arriverais », dit {c} avec un sourire jusqu'aux oreilles.
    + « Ça, déclara {c}, c'était génial. »

    @pool companion.join
    - À partir de ce moment-là, {c} fit le chemin avec {N}.
    - « Je peux venir avec toi ? » demanda {c}. « Bien sûr ! » répondit {N}.
    - Et c'est ainsi que {N} et {c} continuèrent ensemble.
    + {c} décida sur-le-champ de se joindre à l'aventure, et {N} trouva que c'était une excellente nouvelle.

    # ---------------------------------------------------------------- le grand moment
    @pool climax.turn
    - {N} prit une grande inspiration. C'était le moment.
    - Maintenant, tout dépendait de {N}.
    - {N} se redressa et se prépara.
    + Tout était silencieux, comme si le monde entier attendait de voir ce que {N} allait faire.

    @pool climax.help.c
    - {c} se tenait tout près, pour aider.
    - « Tu peux y arriver », souffla {c}.
    + {c} retenait son souffle, les yeux brillants d'espoir.

    @pool climax.joy
    - Tout le monde applaudit, et {N} éclata de rire, de bonheur.
    - {N} fit une petite danse de joie, là, sur place.
    + Une joie chaude et pétillante monta en {N}, comme de la limonade un jour d'été.

    @pool climax.joy.c
    - {c} poussa un cri de joie et serra {N} très fort.
    - {N} et {c} firent ensemble une petite danse de victoire.
    + « Tu as été formidable », dit {c}, et {N} sentit une douce chaleur jusqu'au bout des orteils.

    # ---------------------------------------------------------------- le retour et le coucher
    @pool ending.home
    - Jamais la maison n'avait paru aussi chaude et accueillante.
    - Que c'était bon d'être de retour à la maison !
    + À {home}, tout était exactement à sa place : la bouilloire, les chaussons, la petite lampe jaune.

    @pool ending.home.c
    - {c} manquait déjà un peu à {N}.
    - {N} sourit en pensant à {c} et à toute l'aventure.
    + {N} savait que {c} resterait pour toujours dans son cœur, et cette pensée était douce comme une couverture.

    @pool ending.celebrate
    - Il y eut du lait chaud au miel, et un câlin qui dura très longtemps.
    - {N} raconta toute l'histoire, du tout début jusqu'à la toute fin.
    + Personne ne pouvait tout à fait croire cette histoire, mais tout le monde adora l'écouter.

    @pool ending.tuck
    - Bientôt, ce fut l'heure du pyjama, du bain bien chaud et du brossage de dents.
    - {N} se glissa dans son lit et remonta la couverture jusqu'au menton.
    - Après le bain et une histoire, {N} se blottit sous la couette.
    - Le doudou préféré de {N} attendait sur l'oreiller, comme toujours.
    + {N} se pelotonna tout au chaud dans le nid des couvertures.
    + Les dents brossées et le pyjama enfilé, {N} se glissa sous les draps avec un soupir de bonheur.

    @pool ending.room
    - La veilleuse brillait doucement, comme une petite lune dans un coin de la chambre.
    - Derrière la fenêtre, les étoiles s'allumaient une à une.
    - L'oreiller était frais et doux, et la couverture chaude et lourde.
    - La maison était calme, et tout était immobile.
    + La maison devint silencieuse : l'horloge faisait tic-tac, et quelque part, un plancher craqua tout doucement.
    + En bas, quelqu'un fredonnait, et la chanson montait l'escalier comme une berceuse.
    + Les rideaux bougeaient doucement dans la brise du soir, et la chambre sentait les draps propres et le lait chaud.
    + Par la fenêtre, la lune jetait un œil, ronde et bienveillante, comme pour dire que tout allait bien.

    @pool ending.drowsy
    - {N} bâilla un grand coup.
    - Les paupières de {N} devinrent lourdes, de plus en plus lourdes.
    - La respiration de {N} devint lente et profonde.
    - Encore un bâillement, puis un autre.
    + Une douce envie de dormir monta des orteils de {N} jusqu'au bout de son nez.
    + La chambre semblait douce et lointaine, comme un bateau bercé par une mer tranquille.

    @pool ending.sleep
    - Tout doucement, {N} glissa dans le sommeil.
    - Les yeux se fermèrent, et le sommeil vint sans bruit.
    - La journée avait été longue et merveilleuse, et maintenant, c'était l'heure de dormir.
    - Bientôt, {N} dormait à poings fermés, avec un petit sourire.
    + Une dernière pensée joyeuse passa, et {N} la suivit doucement jusque dans un rêve.
    + Bientôt, {N} dormait profondément et rêvait de tout ce qui s'était passé, et des aventures à venir.
    + Le sommeil arriva comme un nuage tout doux et emporta {N} au pays des rêves.

    @pool ending.goodnight
    - Bonne nuit, {N}. Fais de beaux rêves.
    - Dors bien, {N}. Bonne nuit.
    - Bonne nuit, {N}, et à demain pour de nouvelles aventures.
    - Bonne nuit, {N}. Dors bien, et rêve de choses merveilleuses.
    + Bonne nuit, {N}. Bonne nuit à la lune, aux étoiles et à tout le monde endormi.

    # ---------------------------------------------------------------- pauses en chemin
    @interlude rest
    events = any
    lines:
    - Au bout d'un moment, {N} s'assit pour se reposer un peu.
    - Il y avait une pomme dans la poche de {N}, croquante et sucrée, et c'était la meilleure pomme du monde.
    + Pendant un instant, tout fut immobile, et {N} écouta simplement le monde respirer.

    @interlude song
    events = any
    lines:
    - Pour garder le moral, {N} inventa une petite chanson sur l'aventure.
    - « Pied gauche, pied droit, en avant, en avant, par-dessus les collines et sous les grands vents ! »
    + Ce n'était pas une très longue chanson, mais c'était une très bonne chanson, et elle raccourcissait le chemin.

    @interlude button
    events = any
    lines:
    - Quelque chose de brillant attira l'œil de {N} : un minuscule bouton d'argent, tout seul par terre.
    - {N} le ramassa et le glissa dans sa poche, pour porter bonheur.
    + D'où venait-il ? Peut-être du manteau d'un lutin, ou du gilet d'une souris.

    @interlude hiccups
    events = any
    lines:
    - Et puis, tout à coup, {N} eut le hoquet ! Hic ! Hic !
    - Une grande inspiration, on compte jusqu'à dix, une gorgée d'eau, et hop, il était parti.
    + En riant, {N} reprit la route, avec un dernier petit « hic » pour la forme.

    @interlude rainbow
    events = weekend friends holiday rainy family helping birthday theme
    lines:
    - Soudain, un arc-en-ciel apparut dans le ciel, lumineux et magnifique.
    - {N} s'arrêta pour compter ses couleurs : rouge, orange, jaune, vert, bleu, indigo et violet.
    + C'était comme un bon présage, comme si le ciel disait : continue, tu es sur le bon chemin.

    @interlude butterfly
    events = weekend friends holiday family birthday theme learning
    lines:
    - Un papillon bleu se posa sur l'épaule de {N} et voyagea ainsi un moment.
    - Il était léger comme un murmure et bleu comme le ciel.
    + Quand il s'envola enfin, il fit un petit tour au-dessus de la tête de {N}, comme pour dire au revoir.

    @interlude star
    events = bedtime
    lines:
    - Juste à ce moment-là, une étoile filante traversa le ciel.
    - {N} ferma les yeux et fit un vœu, très vite.
    + Un vœu secret, bien sûr, car c'est la règle avec les étoiles filantes.

    @interlude shadow
    events = bedtime
    lines:
    - Au clair de lune, l'ombre de {N} s'étirait, longue et fine, sur l'herbe.
    - {N} la fit saluer, sautiller et danser une petite gigue.
    + L'ombre dansait très bien, presque aussi bien que {N}.

    @interlude clouds
    events = weekend friends holiday family theme
    lines:
    - {N} s'allongea un instant dans l'herbe pour regarder les nuages.
    - Il y avait un dragon, une théière et un mouton à bicyclette.
    + Puis le vent mélangea tout, et les nuages devinrent une immense baleine souriante.

    @interlude rabbit
    events = weekend holiday theme family bedtime
    lines:
    - Un lapin sortit de son terrier en remuant le nez.
    - « Le chemin que tu cherches, c'est par là », dit-il en montrant la direction d'une longue oreille.
    + Puis il disparut en un clin d'œil, avant même que {N} ait pu dire merci.

    @interlude bell
    events = school helping birthday learning family
    lines:
    - Quelque part, une grande horloge sonna l'heure : dong, dong, dong.
    - {N} compta les coups et pressa un peu le pas.
    + Le temps filait, mais il en restait assez, à condition de ne pas traîner.

    @interlude puddles
    events = rainy
    lines:
    - En chemin, {N} sauta dans une flaque, puis dans une autre, puis dans une très grande.
    - Plouf ! Plouf ! PLOUF !
    + Les flaques avaient l'air de rire, et la pluie tambourinait un air joyeux sur la capuche de {N}.

    @interlude kindness
    events = any
    lines:
    - Une vieille dame avec un panier sourit à {N} et lui tendit une brioche toute chaude.
    - « On dirait que tu as une mission importante, dit-elle. Courage, et bonne route ! »
    + La brioche était encore tiède, et elle avait un goût de cannelle et de chance.
    # ================================================================ Aventure du soir
    @event bedtime
    home = la petite maison au bord du pré
    scene:
    - C'était l'heure où le ciel passe du bleu au violet et où la première étoile pointe le bout de son nez.
    - La maison était calme, le bain était fini, et une bonne odeur de pain grillé flottait encore dans la cuisine.
    + Derrière la fenêtre de la chambre, le pré s'étendait, argenté et immobile, comme s'il retenait son souffle.
    - Quelque part au loin, un hibou fit hou-hou, comme font les hiboux quand la nuit commence.
    + Les rideaux bougeaient un peu dans la brise, et le clair de lune dessinait de jolis motifs sur le plancher.
    evening:
    - De retour à la maison, tout était sombre et silencieux, comme avant le départ.
    - La barrière du jardin grinça doucement quand {N} se glissa à l'intérieur, et la maison était chaude et paisible.
    + Loin derrière, la nuit retrouva son calme, comme si rien ne s'était passé.

    @problem bedtime.moon
    goal = le sommet de la colline aux Lanternes
    target = la lune
    title:
    - {N} et la lune endormie
    - La nuit où la lune oublia de briller
    start:
    - Cette nuit-là, il se passa une chose étrange : la lune ne s'alluma pas.
    - Elle restait suspendue au-dessus des toits, pâle et grise, comme une lampe qu'on aurait oublié d'allumer.
    - Sans sa lumière d'argent, les lucioles se perdaient et les hiboux se cognaient aux branches.
    more:
    - Les hérissons du jardin ne retrouvaient plus leur lit, et un bébé hibou se mit à pleurer.
    + Même les grillons avaient cessé de chanter, car personne n'aime chanter dans le noir.
    arrive:
    - Enfin, {N} arriva au sommet de la colline aux Lanternes, où la lune pendait si bas qu'elle touchait presque l'herbe.
    crisis:
    - De près, la lune bâilla un énorme bâillement. Elle était si fatiguée qu'elle avait oublié comment briller.
    fix:
    - La lune cligna une fois, deux fois, puis, tout doucement, elle se remit à briller.
    - Une lumière d'argent se répandit sur la colline, sur le pré et sur tous les toits de la ville.
    joy:
    - « Merci », murmura la lune d'une voix douce comme un oreiller. « Maintenant, tous les enfants pourront trouver le chemin du pays des rêves. »

    @problem bedtime.stars
    goal = le vieux chêne au bout du pré
    target = les étoiles tombées
    title:
    - {N} et les étoiles tombées
    - La nuit où les étoiles tombèrent
    start:
    - Juste comme le ciel devenait noir, un coup de vent balaya le pré et décrocha les étoiles du ciel.
    - Elles dégringolèrent en tintant comme de petites clochettes et atterrirent dans les branches du vieux chêne.
    - Maintenant, il y avait un grand trou noir dans le ciel, là où les étoiles auraient dû briller.
    more:
    - Sans les étoiles, les oiseaux qui rentraient chez eux et les bateaux en mer ne sauraient plus quelle direction prendre.
    arrive:
    - Enfin, {N} arriva au vieux chêne au bout du pré, dont les branches scintillaient d'étoiles prisonnières.
    crisis:
    - Les étoiles étaient coincées très haut, et chaque fois que le vent soufflait, elles glissaient un peu plus loin dans les feuilles.
    fix:
    - Une à une, les étoiles se libérèrent et remontèrent dans le ciel, reprenant leur place comme des enfants qui font la ronde.
    - Le ciel se remplit à nouveau de lumières scintillantes, plus brillantes que jamais.
    joy:
    - La plus petite étoile fit une petite pirouette, rien que pour {N}, avant de retrouver sa place.

    @problem bedtime.dreams
    goal = la maisonnette du Gardien des rêves, sur la colline des Nuages
    target = la lanterne du Gardien des rêves
    title:
    - {N} et la lanterne des rêves
    - La nuit où les rêves se perdirent
    start:
    - Cette nuit-là, la grande lanterne du Gardien des rêves s'éteignit, et les beaux rêves ne trouvaient plus le chemin des enfants endormis.
    - Ils erraient dans le ciel, perdus et tout déboussolés.
    - Un petit rêve de chat volant entra même par la fenêtre de {N}, à la recherche de son chemin.
    arrive:
    - Enfin, {N} arriva à la maisonnette du Gardien des rêves, sur la colline des Nuages, où la grande lanterne se dressait, froide et éteinte.
    crisis:
    - Le Gardien des rêves, un tout petit vieillard en bonnet de nuit, s'était profondément endormi, et la flamme de la lanterne s'était éteinte.
    fix:
    - La lanterne vacilla, pétilla, puis s'embrasa d'une chaude lueur dorée.
    - Dans tout le ciel, les rêves perdus se tournèrent vers la lumière et rentrèrent joyeusement chez eux.
    joy:
    - Le Gardien des rêves se réveilla en sursaut, sourit et promit à {N} un rêve très spécial pour cette nuit-là.

    @place bedtime.garden
    arrive:
    - Bientôt, {N} sortit sur la pointe des pieds dans le jardin, où les fleurs avaient refermé leurs pétales pour la nuit.
    + Puis vint le jardin, argenté et silencieux, où la rosée scintillait déjà sur l'herbe.
    see:
    - Les tournesols penchaient leurs lourdes têtes, comme s'ils rêvaient déjà.
    - Un escargot glissait lentement sur l'allée en laissant une traînée d'argent.
    + La vieille balançoire grinçait doucement dans la brise, en se balançant toute seule.

    @place bedtime.meadow
    arrive:
    - Ensuite vint le grand pré, où l'herbe montait plus haut que les genoux de {N}.
    + Derrière la barrière du jardin, le pré s'étendait comme une mer vert sombre, qui ondulait sous le vent de la nuit.
    see:
    - Les grillons chantaient leur chanson du soir : cri-cri, cri-cri.
    - De petits papillons de nuit s'envolaient à chaque pas, comme des flocons de papier.
    + L'herbe chuchotait et froufroutait, racontant des secrets que seul le vent pouvait comprendre.

    @place bedtime.pond
    arrive:
    - Le sentier descendait jusqu'à l'étang, si calme qu'on aurait dit un miroir.
    + Bientôt, le chemin tourna vers l'étang aux nénuphars, où l'eau gardait une copie parfaite du ciel étoilé.
    see:
    - Une grenouille, assise sur un nénuphar, fit « croâ » très poliment.
    - De petits poissons faisaient des bulles qui éclataient avec un petit « plop ».
    + Des libellules dormaient sur les roseaux, les ailes repliées comme de minuscules éventails de verre.

    @place bedtime.woods
    arrive:
    - Après cela, {N} arriva au bois des Lucioles, où des centaines de petites lumières s'allumaient et s'éteignaient.
    + Puis les arbres se resserrèrent, et {N} entra dans le bois des Lucioles, où l'air lui-même semblait scintiller.
    see:
    - Les lucioles dansaient autour de {N} comme de petites lanternes volantes.
    - Un vieux blaireau sortit le museau de son terrier, bâilla et retourna se coucher.
    + Au pied des arbres, des champignons luisaient doucement, bleu pâle et blanc nacré.

    @place bedtime.bridge
    arrive:
    - Peu après, le sentier arriva à un vieux pont de pierre au-dessus d'un ruisseau qui chantait.
    + Un peu plus loin apparut un pont de pierre en dos d'âne, couvert d'une mousse douce comme du velours.
    see:
    - En dessous, l'eau clapotait et gargouillait sur des galets ronds et lisses.
    - L'air sentait la mousse mouillée et les fleurs de la nuit.
    + Il y a très, très longtemps, quelqu'un avait gravé une petite lune et une petite étoile dans les pierres.

    @place bedtime.windmill
    arrive:
    - Puis {N} passa devant le vieux moulin, dont les grandes ailes tournaient lentement : cric, crac, cric.
    + Devant, le vieux moulin se découpait sur les étoiles, tournant ses ailes aussi lentement qu'un géant ensommeillé.
    see:
    - Une famille de souris vivait à l'intérieur, et leurs minuscules fenêtres brillaient à la lueur des bougies.
    + Le vent fredonnait un air grave et endormi à travers les ailes.

    # ================================================================ Journée à l'école
    @event school
    home = la petite maison jaune de la rue des Érables
    scene:
    - C'était un beau matin, et la cloche de l'école allait bientôt sonner.
    - L'école avait une porte rouge toute brillante, une grande cour de récréation et un jardin plein de tournesols.
    + Les cartables sautillaient, les chaussures couinaient, et toute l'école bourdonnait comme une ruche joyeuse.
    - {N} adorait l'école, surtout le moment où la porte de la classe s'ouvrait et où la journée commençait.
    + La maîtresse, Mme Prune, avait un rire de xylophone et un gilet aux cent poches.
    evening:
    - Quand la dernière sonnerie retentit, {N} rentra à la maison dans la lumière dorée de l'après-midi, le cartable sautillant sur le dos.
    - Ce soir-là, au dîner, {N} raconta toute l'histoire deux fois, parce qu'elle était trop belle pour ne la raconter qu'une fois.
    + Le soleil descendait, bas et orangé, quand {N} arriva devant la porte, avec la bonne fatigue des grandes journées.

    @problem school.hamster
    goal = le vieux débarras sous l'escalier
    target = Biscuit le hamster
    title:
    - {N} et la grande chasse au hamster
    - Où est passé Biscuit ?
    start:
    - Mais quand {N} entra dans la classe, la cage était ouverte, et Biscuit, le hamster de la classe, avait disparu !
    - C'était justement le jour du spectacle de l'école, et Biscuit devait en être la vedette.
    - Mme Prune regarda sous les tables et derrière les livres, mais pas la moindre trace du petit hamster doré.
    more:
    - Une traînée de graines de tournesol sortait par la porte et filait le long du couloir.
    arrive:
    - Enfin, la piste mena {N} jusqu'au vieux débarras sous l'escalier, dont la porte était entrouverte.
    crisis:
    - Tout au fond, derrière une montagne de cartons, une toute petite voix couina : Biscuit était coincé sur la plus haute étagère, trop effrayé pour redescendre.
    fix:
    - Tout doucement, Biscuit fut redescendu et blotti bien à l'abri dans les mains de {N}.
    - Le cœur du petit hamster se calma, et ses moustaches cessèrent de trembler.
    joy:
    - De retour en classe, tout le monde applaudit, et Biscuit fut finalement la vedette du spectacle.

    @problem school.letters
    goal = la bibliothèque de l'école
    target = les lettres fugueuses
    title:
    - {N} et les lettres fugueuses
    - Le jour où l'alphabet s'enfuit
    start:
    - Ce matin-là, quand la classe ouvrit ses livres, toutes les pages étaient blanches : les lettres s'étaient enfuies !
    - Elles s'étaient tortillées hors des pages et avaient filé en gloussant par la porte.
    - Sans lettres, impossible de lire une histoire, d'écrire son prénom ou même d'écrire « chat ».
    more:
    - On avait vu un petit « A » faire la roue dans la cour, et un « Z » zigzaguer dans le couloir.
    arrive:
    - Enfin, {N} arriva à la bibliothèque de l'école, où les lettres fugueuses se cachaient en un tas tout mélangé.
    crisis:
    - Les lettres s'amusaient tellement qu'elles n'avaient pas du tout envie de retourner dans leurs pages.
    fix:
    - Une à une, les lettres regagnèrent leurs pages et s'alignèrent bien sagement pour former des mots.
    - Les livres étaient de nouveau pleins, et le premier mot à revenir fut « ami ».
    joy:
    - Les lettres promirent de rester en place, à condition qu'on leur lise une histoire chaque jour.

    @problem school.colours
    goal = la salle d'arts plastiques en haut de l'escalier
    target = les couleurs perdues
    title:
    - {N} et les couleurs disparues
    - La journée grise
    start:
    - Juste après la première leçon, il se passa une chose très étrange : les couleurs commencèrent à s'effacer.
    - La porte rouge devint grise, les tournesols jaunes devinrent gris, et même le ciel bleu, dehors, devint gris.
    - Toutes les couleurs s'écoulaient, comme l'eau dans un lavabo, vers la salle d'arts plastiques.
    more:
    - Les dessins accrochés aux murs avaient l'air tristes et plats, et personne n'avait plus envie de sourire.
    arrive:
    - Enfin, {N} poussa la porte de la salle d'arts plastiques : toutes les couleurs étaient là, tourbillonnant dans un grand pot de peinture.
    crisis:
    - Un petit nuage gris était assis sur le pot. Il avait pris les couleurs parce qu'il n'en avait aucune à lui.
    fix:
    - Dans un grand plouf et un grand souffle, les couleurs s'envolèrent vers leur place, et l'école redevint éclatante.
    - Et le petit nuage reçut une couleur rien qu'à lui : un joli rose tendre et joyeux.
    joy:
    - Pour fêter ça, toute la classe peignit un arc-en-ciel géant, avec le prénom de {N} tout en haut.

    @place school.hallway
    arrive:
    - Bientôt, {N} longea le grand couloir, devant les rangées de portemanteaux.
    + Puis vint le long couloir, bordé de manteaux, de boîtes à goûter et de toute une galerie de dessins un peu tordus.
    see:
    - Chaque portemanteau portait un prénom, et quelques-uns avaient une écharpe oubliée.
    + Le sol était si brillant que {N} y voyait son reflet tout tremblotant à chaque pas.

    @place school.playground
    arrive:
    - Ensuite, {N} courut dans la cour de récréation.
    + Dans la cour, le soleil chauffait la cage à grimper, et les cases de la marelle attendaient.
    see:
    - Un ballon oublié était posé au milieu de la marelle, comme s'il jouait tout seul.
    - Les balançoires se balançaient doucement, vides et silencieuses.
    + Des dessins à la craie couvraient le sol : des soleils, des chats et des fusées, comme un immense livre d'images.

    @place school.music
    arrive:
    - Puis {N} jeta un œil dans la salle de musique.
    + Ensuite vint la salle de musique, où même l'air semblait fredonner un petit air.
    see:
    - Les tambours attendaient, et un xylophone brillait au soleil.
    + Quelqu'un avait oublié une flûte sur le piano, et elle sifflait doucement chaque fois que la porte s'ouvrait.

    @place school.garden
    arrive:
    - Après cela, {N} passa le petit portail du jardin de l'école.
    + Derrière les fenêtres de la classe s'étendait le jardin de l'école, où la classe faisait pousser des haricots, des tournesols et une citrouille énorme.
    see:
    - Les haricots avaient grimpé tout en haut de leurs tuteurs.
    - Un ver de terre sortit la tête pour dire bonjour.
    + Chaque petite plante avait une étiquette écrite par un enfant, et l'une d'elles disait simplement : « MAGIQUE ? »

    @place school.gym
    arrive:
    - Peu après, {N} arriva au gymnase, avec ses cordes et ses grands tapis moelleux.
    + Ensuite vint le gymnase, qui sentait le tapis de sol et la cire, avec des cordes suspendues au plafond comme des lianes de jungle.
    see:
    - Un tas de ballons attendait dans un coin : des rouges, des bleus et des jaunes.
    + Le mur d'escalade avait des prises colorées en forme d'étoiles et de lunes.

    @place school.kitchen
    arrive:
    - Puis {N} passa sur la pointe des pieds devant la cuisine de la cantine.
    + Au bout du couloir, la cuisine de la cantine sentait le pain chaud et la soupe à la tomate.
    see:
    - La cuisinière chantonnait en remuant une marmite grande comme une baignoire.
    + Des rangées de casseroles brillantes pendaient au mur, et dans chacune se reflétait le visage étonné de {N}.

    # ================================================================ Anniversaire
    @event birthday
    home = la maison aux ballons sur la barrière
    scene:
    - C'était l'anniversaire de {N}, et toute la maison sentait le gâteau.
    - Des ballons dansaient sur la barrière du jardin, et des guirlandes de papier se balançaient au plafond.
    + Des cadeaux emballés dans du papier brillant s'entassaient sur la table et froufroutaient dès que quelqu'un passait.
    - Les amis devaient arriver à trois heures, et il restait encore tant de choses à faire.
    + Dès l'aube, {N} avait sauté hors du lit, incapable de rester une minute de plus sous la couette.
    evening:
    - Quand la fête fut finie et que le dernier invité fut rentré chez lui, le ciel était plein de nuages roses.
    - Ce soir-là, la maison était de nouveau calme, avec des miettes sur la table et une douce lumière dans chaque pièce.
    + Plus tard, quand les bougies ne furent plus qu'un doux souvenir et que les ballons flottaient contre le plafond, ce fut l'heure de se reposer.

    @problem birthday.balloons
    goal = le haut de la vieille tour de l'horloge
    target = les ballons fugueurs
    title:
    - {N} et les ballons fugueurs
    - Les ballons d'anniversaire s'envolent
    start:
    - À ce moment-là, un coup de vent secoua la barrière du jardin, et hop ! Tout le bouquet de ballons d'anniversaire s'envola.
    - C'étaient ces ballons qui montraient aux invités quelle maison faisait la fête.
    - Ils montèrent, montèrent, par-dessus les toits, vers la vieille tour de l'horloge au milieu de la ville.
    more:
    - Sans eux, comment les invités trouveraient-ils la fête ?
    arrive:
    - Enfin, {N} arriva en haut de la vieille tour de l'horloge, où les ballons dansaient autour des grandes aiguilles.
    crisis:
    - Les ficelles s'étaient emmêlées autour des aiguilles, et le vent tirait de plus en plus fort.
    fix:
    - Un à un, les ballons furent démêlés et rassemblés en un joyeux bouquet rebondissant.
    - De retour sur la barrière du jardin, ils brillaient tellement que chaque invité trouva la maison du premier coup.
    joy:
    - « Joyeux anniversaire ! » crièrent tous les invités, et les ballons semblèrent hocher la tête en rythme.

    @problem birthday.cake
    goal = la mare aux canards, de l'autre côté du parc
    target = le gâteau d'anniversaire
    title:
    - {N} et le sauvetage du gâteau
    - Le gâteau coincé
    start:
    - Mais le pâtissier téléphona avec une mauvaise nouvelle : le gâteau d'anniversaire était coincé de l'autre côté du parc.
    - Le vélo du pâtissier avait un pneu crevé, juste à côté de la mare aux canards, et le gâteau attendait dans le panier.
    - Sans gâteau, pas de bougies, et sans bougies, pas de vœu d'anniversaire !
    more:
    - Et la fête allait bientôt commencer.
    arrive:
    - Enfin, {N} arriva à la mare aux canards, où le pâtissier était assis à côté d'un vélo au pneu tout à plat.
    crisis:
    - Et les canards lorgnaient le gâteau dans le panier en cancanant d'un air gourmand.
    fix:
    - Le gâteau arriva à la maison sain et sauf, sans une seule miette en moins.
    - Il était haut et rond, couvert de fraises, avec {age} bougies qui n'attendaient plus que d'être allumées.
    joy:
    - Quand les bougies furent allumées, {N} ferma les yeux et fit un vœu que personne d'autre ne connaîtrait jamais.

    @problem birthday.key
    goal = le nid de la pie, en haut du grand pin
    target = la petite clé dorée
    title:
    - {N} et la boîte à musique
    - La pie et la clé dorée
    start:
    - Chaque anniversaire commençait par la vieille boîte à musique et sa chanson, mais cette année, une pie avait volé sa petite clé dorée !
    - Par la fenêtre, {N} vit la pie s'envoler avec quelque chose de brillant dans le bec.
    - Sans sa clé, la boîte à musique restait muette.
    more:
    - Sans la chanson, la fête ressemblait à un gâteau sans glaçage.
    arrive:
    - Enfin, {N} arriva au grand pin au bord du parc, où la pie avait construit un nid en désordre, plein de choses qui brillaient.
    crisis:
    - Le nid débordait de trésors : des boutons, des cuillères, des capsules et, tout au milieu, la petite clé dorée. La pie gonfla ses plumes et refusa de partager.
    fix:
    - Bientôt, la clé dorée tournait dans la boîte à musique, et la chanson d'anniversaire tinta dans toute la maison.
    - La pie reçut un joli ruban brillant à garder, si bien que tout le monde fut content.
    joy:
    - Tout le monde chanta en chœur, et ce fut la plus belle chanson d'anniversaire de tous les temps.

    @place birthday.kitchen
    arrive:
    - Bientôt, {N} traversa en courant la cuisine, où des saladiers et des cuillères couvraient toutes les tables.
    + Puis vint la cuisine, un joyeux désordre de farine, de vermicelles en sucre et de ballons à moitié gonflés.
    see:
    - Une assiette de biscuits refroidissait près de la fenêtre.
    + Il y avait du glaçage au plafond, et personne ne se souvenait comment il était arrivé là.

    @place birthday.street
    arrive:
    - Ensuite, {N} descendit la rue, devant les maisons colorées.
    + Dans la rue, les maisons étaient peintes en rose, en vert et en bleu, comme une rangée de bonbons dans une vitrine.
    see:
    - Le chat des voisins prenait le soleil sur un muret.
    + La radio de quelqu'un jouait un air joyeux par une fenêtre ouverte.

    @place birthday.park
    arrive:
    - Puis {N} entra en courant dans le parc, en passant près de la fontaine.
    + Le parc s'ouvrit devant {N}, vert et immense, avec une fontaine qui scintillait comme un cadeau d'anniversaire.
    see:
    - Des enfants jouaient sur la pelouse, et un chien courait après sa queue.
    + Les parterres débordaient de tulipes, comme si elles s'étaient, elles aussi, habillées pour la fête.

    @place birthday.bakery
    arrive:
    - Après cela, {N} passa devant la petite boulangerie, dont la vitrine était pleine de gâteaux.
    + La boulangerie du coin sentait si bon que {N} dut s'arrêter un instant, juste pour respirer.
    see:
    - Il y avait des petits gâteaux au glaçage rose et des brioches en forme de hérisson.
    + Une maison en pain d'épice trônait dans la vitrine, avec une petite famille en pain d'épice qui saluait depuis la porte.

    @place birthday.toyshop
    arrive:
    - Peu après, {N} arriva devant le magasin de jouets de la place.
    + Puis vint le magasin de jouets, dont la vitrine débordait de cerfs-volants, de toupies et d'un petit train qui tournait en rond.
    see:
    - Dans la vitrine, un ours en peluche semblait faire coucou.
    + Un singe mécanique frappait ses cymbales chaque fois que quelqu'un passait.

    @place birthday.square
    arrive:
    - Puis {N} traversa la grande place, où des fanions flottaient entre les lampadaires.
    + La place de la ville grouillait d'étals et de drapeaux, comme si toute la ville faisait la fête.
    see:
    - Des pigeons se pavanaient à la recherche de miettes.
    + Un monsieur vendait des ballons en forme d'animaux : une girafe, un poisson et un très long serpent.

    # ================================================================ Week-end d'exploration
    @event weekend
    home = la petite maison à l'orée du bois
    scene:
    - Pas d'école aujourd'hui ! C'était le week-end, et toute la journée était faite pour explorer.
    - {N} avait préparé un sac avec une gourde, une pomme et une loupe.
    + Derrière la maison, le bois attendait, plein de sentiers que personne n'avait encore explorés.
    - Le soleil brillait, les oiseaux chantaient, et l'air sentait les aiguilles de pin.
    + Bottes lacées, chapeau sur la tête, carte pliée dans la poche : {N} avait tout ce qu'il fallait pour l'aventure.
    evening:
    - Quand {N} rentra à la maison, le soleil se couchait derrière les arbres.
    - Ce soir-là, les bottes de {N} attendaient près de la porte, pleines de boue et de bons souvenirs.
    + Le bois devint doré, puis rose, puis bleu, tandis que {N} rentrait dans la lumière du soir.

    @problem weekend.spring
    goal = la Source cachée, au fond du bois
    target = la Source cachée
    title:
    - {N} et la Source cachée
    - Le secret du puits à sec
    start:
    - Mais ce matin-là, le puits du village était à sec : pas une seule goutte ne remontait dans le seau.
    - Le vieux gardien du puits se gratta la tête. « L'eau vient de la Source cachée, dans le bois, dit-il. Il doit y avoir un problème là-bas. »
    - Personne n'était allé à la Source cachée depuis des années et des années.
    more:
    - Les fleurs du village baissaient la tête, et les canards avaient l'air très inquiets.
    arrive:
    - Enfin, {N} trouva la Source cachée, au fond du bois, là où les fougères poussaient hautes et vertes.
    crisis:
    - Une grosse pierre avait roulé juste sur la source, et l'eau ne pouvait plus sortir.
    fix:
    - Dans un glouglou et une éclaboussure, l'eau jaillit, fraîche et claire, et fila vers le village.
    - Bientôt, le puits fut de nouveau plein, et les fleurs relevèrent la tête.
    joy:
    - Tout le village poussa des hourras, et les canards cancanèrent leur plus beau merci.

    @problem weekend.fox
    goal = le terrier des renards, sous les racines du grand hêtre
    target = le petit renardeau
    title:
    - {N} et le renardeau perdu
    - Un long chemin pour un petit renard
    start:
    - Au milieu du sentier était assis un tout petit renardeau, seul et tout tremblant.
    - Il s'était trop éloigné de chez lui et ne se souvenait plus du chemin du retour.
    - « Mon terrier est sous les racines du grand hêtre, renifla-t-il, mais je ne sais pas où c'est. »
    more:
    - Ses petites oreilles tombaient, et sa queue traînait dans la poussière.
    arrive:
    - Enfin, {N} arriva au grand hêtre, dont les racines se tordaient comme des doigts de géant au-dessus du terrier.
    crisis:
    - Mais un ruisseau avait débordé sur le chemin du terrier, et maman renarde faisait les cent pas de l'autre côté en appelant.
    fix:
    - Bientôt, le petit renardeau était de l'autre côté, sain et sauf, et se blottissait contre sa maman.
    - Maman renarde lui lécha le museau encore et encore.
    joy:
    - Maman renarde inclina la tête devant {N} : c'est ainsi que les renards disent un très grand merci.

    @problem weekend.ducklings
    goal = la petite cascade au bout du ruisseau
    target = les cinq canetons
    title:
    - {N} et les cinq canetons
    - Le grand sauvetage des canetons
    start:
    - Au bord du ruisseau, une cane cancanait dans tous ses états : ses cinq canetons partaient au fil de l'eau sur une grande feuille !
    - Ils étaient montés dessus pour jouer, et le ruisseau les avait emportés.
    - « Ils flottent vers la petite cascade ! » s'écria-t-elle.
    arrive:
    - Enfin, {N} arriva à la petite cascade, où les cinq canetons se serraient les uns contre les autres sur un rocher glissant.
    crisis:
    - L'eau filait des deux côtés, et le rocher devenait de plus en plus mouillé et glissant.
    fix:
    - Un, deux, trois, quatre, cinq : chaque caneton fut ramené sain et sauf sur la rive.
    - Ils secouèrent leurs plumes duveteuses en piaillant de bonheur.
    joy:
    - La cane les compta deux fois, pour être bien sûre, puis remercia {N} d'un coin-coin plein de reconnaissance.

    @place weekend.path
    arrive:
    - Bientôt, {N} suivit le sentier sinueux qui s'enfonçait dans le bois.
    + Puis vint le sentier de la forêt, moucheté de soleil et tout moelleux de feuilles de l'an passé.
    see:
    - La lumière tombait à travers les feuilles en petites taches dorées.
    - Un pic-vert frappait un tronc : toc, toc, toc.
    + De temps en temps, une brindille craquait quelque part, et {N} se demandait qui pouvait bien regarder.

    @place weekend.clearing
    arrive:
    - Ensuite, les arbres s'écartèrent sur une clairière ensoleillée.
    + Soudain, les arbres reculèrent, et {N} découvrit une clairière ensoleillée, tapissée de fleurs sauvages.
    see:
    - Des papillons voletaient de fleur en fleur.
    + Au milieu se dressait un cercle de champignons, de ceux où, dit-on, les fées viennent danser.

    @place weekend.stones
    arrive:
    - Puis {N} arriva à un ruisseau qu'on traversait sur des pierres plates.
    + Puis vint le ruisseau bavard, avec une rangée de pierres plates qui le traversait comme des pointillés.
    see:
    - De petits poissons d'argent filaient entre les pierres.
    + Un héron se tenait sur une patte dans l'eau peu profonde, en faisant de gros efforts pour ressembler à un bâton.

    @place weekend.log
    arrive:
    - Après cela, {N} trouva un énorme tronc creux couché sur le sol.
    + Peu après apparut un énorme tronc creux, si grand que {N} pouvait marcher dedans.
    see:
    - À l'intérieur, ça sentait le bois et la mousse.
    + De minuscules scarabées avaient bâti toute une ville dans l'écorce, avec des routes, des tunnels et une circulation très animée.

    @place weekend.hill
    arrive:
    - Puis le sentier grimpa sur une colline bien raide.
    + Le chemin monta, monta encore, jusqu'au sommet d'une colline herbeuse, avec toute la forêt étalée en contrebas.
    see:
    - D'en haut, {N} voyait le village, la rivière et les collines au loin.
    + Les nuages étaient si proches qu'on aurait dit des moutons broutant dans un champ bleu.

    @place weekend.berries
    arrive:
    - Peu après, {N} arriva près de buissons de mûres.
    + Puis {N} découvrit un enchevêtrement de buissons chargés de mûres bien noires et brillantes.
    see:
    - {N} mangea une mûre, puis deux, puis peut-être cinq.
    + Les oiseaux avaient laissé quelques mûres pour les visiteurs, ce qui était très généreux de leur part.
    # ================================================================ Magie d'un jour de pluie
    @event rainy
    home = la maison douillette aux fenêtres mouillées de pluie
    scene:
    - Plic, ploc, plic, ploc : il pleuvait depuis le matin.
    - Les gouttes faisaient la course sur la vitre, et le jardin était plein de flaques.
    + Le ciel avait la couleur d'un vieux pull gris, et les gouttières gargouillaient comme des grenouilles joyeuses.
    - {N} colla son nez contre la vitre froide et regarda tomber la pluie.
    + À l'intérieur, il faisait chaud et sec, avec une casserole de chocolat sur le feu et une couverture sur le canapé.
    evening:
    - Le soir venu, la pluie avait cessé, et le monde entier sentait bon le frais et le propre.
    - De retour à la maison, {N} suspendit son imperméable tout dégoulinant et se réchauffa les mains près du radiateur.
    + Tandis que les dernières gouttes tombaient du toit, le ciel devint rose et doré, et un merle se mit à chanter.

    @problem rainy.rainbow
    goal = le sommet de la montagne des Nuages
    target = l'arc-en-ciel
    title:
    - {N} et l'arc-en-ciel coincé
    - Où est passé l'arc-en-ciel ?
    start:
    - Ce jour-là, l'arc-en-ciel resta coincé derrière les nuages, et on n'en voyait qu'un pâle reflet de couleurs.
    - Après chaque pluie, un arc-en-ciel apparaît. Tout le monde sait ça.
    - « Si l'arc-en-ciel ne peut pas sortir, soupira une goutte sur la vitre, la pluie ne s'arrêtera jamais. »
    arrive:
    - Enfin, {N} arriva au sommet de la montagne des Nuages, où l'arc-en-ciel était emmêlé dans d'épais nuages gris.
    crisis:
    - Les nuages s'étaient enroulés autour de lui comme une écharpe, et l'arc-en-ciel n'arrivait pas à se dégager.
    fix:
    - Dans un scintillement, l'arc-en-ciel s'étira dans le ciel, avec ses sept couleurs vives et nettes.
    - La pluie s'arrêta aussitôt, et le soleil pointa le bout de son nez pour voir ce qui se passait.
    joy:
    - En bas, chaque flaque reflétait l'arc-en-ciel, si bien que toute la ville semblait peinte de mille couleurs.

    @problem rainy.cloud
    goal = le petit nuage au-dessus du clocher
    target = le petit nuage triste
    title:
    - {N} et le petit nuage qui pleurait
    - Le nuage le plus triste du ciel
    start:
    - Toute cette pluie venait d'un seul petit nuage, et ce petit nuage pleurait.
    - Il pleurait depuis le matin, tellement que les rues se transformaient en rivières.
    - « Il faudrait que quelqu'un découvre pourquoi ce nuage est si triste », dit {N}.
    more:
    - Les canards étaient ravis, mais personne d'autre ne l'était.
    arrive:
    - Enfin, {N} arriva près du petit nuage au-dessus du clocher, ses joues grises toutes mouillées de larmes.
    crisis:
    - « Tous les autres nuages sont partis sans moi, sanglota-t-il, et maintenant je suis tout seul. »
    fix:
    - Le petit nuage cessa de pleurer et fit un tout petit sourire mouillé.
    - Lentement, il passa du gris au blanc tout doux, et la pluie s'arrêta.
    joy:
    - Puis le vent vint emporter le petit nuage auprès de ses amis, et il fit au revoir tout le long du chemin.

    @problem rainy.umbrella
    goal = la cheminée de la boulangerie, rue des Flaques
    target = le parapluie de la fée du Temps
    title:
    - {N} et le parapluie de la fée du Temps
    - Le parapluie envolé
    start:
    - Sur le rebord de la fenêtre se tenait la fée du Temps, trempée : le vent avait emporté son parapluie, et sans lui, impossible d'arrêter la pluie !
    - Elle n'était pas plus grande qu'une petite cuillère, et elle tremblait comme une feuille.
    - « Aide-moi, s'il te plaît, dit-elle d'une toute petite voix. Sinon, la pluie ne s'arrêtera jamais ! »
    arrive:
    - Enfin, {N} arriva à la boulangerie de la rue des Flaques, où le minuscule parapluie était accroché en haut de la cheminée.
    crisis:
    - La cheminée était haute et glissante, et le vent essayait encore d'arracher le parapluie.
    fix:
    - Le petit parapluie fut enfin sauvé, et la fée du Temps l'ouvrit en tournoyant.
    - Aussitôt, la pluie se calma, devint une bruine, puis une goutte, puis plus rien du tout.
    joy:
    - La fée du Temps posa sur la joue de {N} un bisou léger comme une goutte de pluie, et promit du soleil pour le lendemain.

    @place rainy.shelter
    arrive:
    - Bientôt, {N} se réfugia sous l'abribus du coin pour reprendre son souffle.
    + Puis vint le petit abribus du coin de la rue, d'où la pluie ruisselait comme un rideau de perles.
    see:
    - Deux gouttes faisaient la course sur la vitre, et celle de gauche gagna.
    + De l'autre côté de la rue, les parapluies ressemblaient à un défilé de champignons colorés.

    @place rainy.bandstand
    arrive:
    - Ensuite, {N} traversa le parc jusqu'au vieux kiosque à musique.
    + Au milieu du parc se dressait le vieux kiosque à musique, et la pluie tambourinait sur son toit comme cent petits doigts.
    see:
    - Personne ne jouait de musique aujourd'hui, à part la pluie.
    + Depuis les marches du kiosque, tout le parc paraissait gris et argenté, et étrangement magique.

    @place rainy.garden
    arrive:
    - Puis, en bottes et en imperméable, {N} sortit dans le jardin.
    + Sous un grand imperméable jaune, {N} sortit en pataugeant dans le jardin, où chaque feuille brillait de pluie.
    see:
    - Les escargots étaient de sortie et passaient une journée merveilleuse.
    + La pluie faisait un bruit différent sur chaque chose : tac sur la cabane, plic dans la mare, pof sur la capuche.

    @place rainy.street
    arrive:
    - Après cela, {N} descendit la rue en faisant des éclaboussures.
    + Dans la rue mouillée, {N} passa devant des caniveaux qui gargouillaient comme de petites rivières.
    see:
    - Des parapluies de toutes les couleurs dansaient le long du trottoir.
    + Un bateau en papier journal passa dans le caniveau, avec à son bord un scarabée très courageux.

    @place rainy.greenhouse
    arrive:
    - Peu après, {N} se réfugia dans la vieille serre pour échapper à la pluie.
    + La serre était chaude et pleine de vapeur, et la pluie sur son toit de verre ressemblait à des applaudissements.
    see:
    - À l'intérieur poussaient des plants de tomates et de grands tournesols.
    + Une grenouille était assise dans un arrosoir, l'air très content d'elle.

    @place rainy.porch
    arrive:
    - Puis {N} s'arrêta sous l'auvent des voisins, à l'abri du toit qui dégoulinait.
    + Ensuite vint le perron des voisins, où tintaient des carillons et où l'eau de pluie tombait du toit comme un rideau.
    see:
    - Une rangée de bottes en caoutchouc attendait près de la porte.
    + Un chat était assis dans le coin bien sec et regardait la pluie d'un air très désapprobateur.

    # ================================================================ En famille
    @event family
    home = la maison de famille
    scene:
    - C'était dimanche, le plus beau jour de la semaine, parce que toute la famille était à la maison.
    - Mamie était venue, et la cuisine était pleine de rires et d'odeur de crêpes.
    + Quelqu'un mettait de la musique, quelqu'un mettait la table, et quelqu'un goûtait la confiture en cachette.
    - {N} adorait ces journées-là, quand tout le monde était réuni.
    + La maison semblait chaude et pleine, comme un nid avec tous ses oiseaux.
    evening:
    - Ce soir-là, toute la famille se retrouva sur le grand canapé, fatiguée et heureuse.
    - Quand le soleil se coucha, Mamie serra {N} dans ses bras, dans un câlin qui sentait la lavande.
    + Tandis que la journée devenait douce et dorée, la famille se retrouva dans la cuisine pour un dîner plein d'histoires.

    @problem family.recipe
    goal = le haut du vieux pommier
    target = la page de recette perdue
    title:
    - {N} et la recette secrète de Mamie
    - La recette envolée
    start:
    - Juste au moment où Mamie ouvrait son vieux livre de recettes, un courant d'air entra et emporta la page la plus importante : la recette des fameuses crêpes de la famille !
    - « Cette recette venait de ma grand-mère, et de sa grand-mère avant elle », dit doucement Mamie.
    - Sans elle, personne ne se souvenait de l'ingrédient secret.
    arrive:
    - Enfin, {N} arriva au vieux pommier, au fond du jardin, où la page de recette battait au vent dans les plus hautes branches.
    crisis:
    - La branche était fine, et la page battait comme si elle voulait s'envoler encore.
    fix:
    - La page de recette fut bientôt de retour entre les mains de Mamie, un peu froissée mais intacte.
    - Et l'ingrédient secret ? C'était une cuillerée de miel et beaucoup d'amour.
    joy:
    - Cet après-midi-là, toute la famille fit des crêpes ensemble, et ce furent les meilleures de tous les temps.

    @problem family.kite
    goal = la girouette en haut de la vieille grange
    target = le cerf-volant de Papi
    title:
    - {N} et le cerf-volant de Papi
    - Le cerf-volant qui s'échappa
    start:
    - Ce matin-là, le vieux cerf-volant de Papi, celui qu'il avait fabriqué quand il était petit, cassa sa ficelle et s'envola par-dessus la haie.
    - Il passa au-dessus du chemin et atterrit sur le toit de la vieille grange.
    - Papi avait l'air très triste. Ce cerf-volant était plein de souvenirs.
    arrive:
    - Enfin, {N} arriva à la vieille grange, où le cerf-volant était emmêlé autour de la girouette, tout en haut.
    crisis:
    - Le toit était pentu, et la girouette tournait dans le vent, enroulant la ficelle de plus en plus serré.
    fix:
    - Le cerf-volant se libéra et fut bientôt de retour entre les mains de Papi, sans la moindre déchirure.
    - Avec une nouvelle ficelle, il vola plus haut que jamais.
    joy:
    - Papi rit comme un petit garçon, et toute la famille tint la ficelle chacun son tour.

    @problem family.teddy
    goal = le fond du jardin, derrière la vieille cabane
    target = Monsieur Bouton, le nounours
    title:
    - {N} et la recherche de Monsieur Bouton
    - Où est Monsieur Bouton ?
    start:
    - Le bébé de la famille pleurait, pleurait, parce que Monsieur Bouton, son nounours préféré, avait disparu.
    - Tout le monde fouilla la maison : sous les lits, derrière le canapé, et même dans le frigo.
    - Sans Monsieur Bouton, le bébé ne s'endormirait jamais.
    arrive:
    - Enfin, {N} arriva au fond du jardin, derrière la vieille cabane, là où les herbes poussaient haut.
    crisis:
    - Monsieur Bouton était là, son œil-bouton qui brillait, coincé au fond d'un buisson plein d'épines, sûrement lâché par le chien.
    fix:
    - Bientôt, Monsieur Bouton fut libéré, brossé, et de retour dans les bras du bébé.
    - Les pleurs s'arrêtèrent d'un coup, et un grand sourire tout édenté apparut.
    joy:
    - Le bébé serra Monsieur Bouton d'un bras et {N} de l'autre, et tout le monde éclata de rire.

    @place family.kitchen
    arrive:
    - Bientôt, {N} traversa la cuisine, où quelque chose de délicieux mijotait sur le feu.
    + Puis vint la cuisine, chaude et pleine de vapeur, avec sa grande table en bois marquée par des années de repas de famille.
    see:
    - Le frigo était couvert de dessins et d'aimants.
    + Sur le rebord de la fenêtre, une rangée de petits pots d'herbes sentait l'été.

    @place family.attic
    arrive:
    - Ensuite, {N} grimpa jusqu'au grenier.
    + Au grenier, la poussière dansait dans un rayon de soleil, et de vieux trésors de famille dormaient dans leurs cartons.
    see:
    - Il y avait une boîte de vieilles photos, avec Papi quand il était petit.
    + Une vieille robe de mariée attendait dans sa housse, et une malle était pleine de médailles, de lettres et de coquillages.

    @place family.fort
    arrive:
    - Puis {N} se faufila dans la cabane en couvertures du salon.
    + Dans le salon se dressait la grande cabane en couvertures, bâtie avec tous les coussins et tous les draps de la maison.
    see:
    - Dedans, il y avait des oreillers, une lampe de poche et une réserve secrète de biscuits.
    + Une pancarte à l'entrée disait : « INTERDIT AUX GRANDS (sauf Mamie). »

    @place family.garden
    arrive:
    - Après cela, {N} courut dans le jardin.
    + Puis vint le jardin, avec sa vieille balançoire, son potager un peu de travers et son rouge-gorge très autoritaire.
    see:
    - Le linge claquait sur le fil comme des drapeaux.
    + Les carottes de Papa poussaient toutes tordues, et Maman disait que c'était comme ça qu'elles étaient les meilleures.

    @place family.greenhouse
    arrive:
    - Peu après, {N} jeta un œil dans la serre de Mamie.
    + La serre de Mamie était une petite jungle verte et chaude de tomates, de haricots et de géraniums.
    see:
    - Ça sentait la terre et les tomates bien mûres.
    + Mamie y gardait une petite radio, car elle disait que les tomates poussent mieux en musique.

    @place family.workshop
    arrive:
    - Puis {N} passa devant l'atelier du garage.
    + Dans l'atelier du garage, les outils étaient accrochés au mur en rangées bien alignées, chacun avec sa silhouette peinte.
    see:
    - Un nichoir à moitié construit attendait sur l'établi.
    + La sciure s'enroulait sur le sol en petites boucles, comme des rubans jaunes.

    # ================================================================ Se faire des amis
    @event friends
    home = la maison bleue en face du parc
    scene:
    - Le parc était plein d'enfants qui riaient, couraient et grimpaient.
    - {N} venait d'emménager dans la maison bleue en face du parc, et ne connaissait encore personne.
    + Se faire de nouveaux amis, ça peut faire un peu peur, comme sauter dans une piscine sans savoir si l'eau est froide.
    - Le soleil brillait, et les balançoires grinçaient joyeusement.
    + {N} prit une grande inspiration, glissa un ballon sous son bras et franchit la grille du parc.
    evening:
    - Quand le soir arriva, {N} rentra à la maison, la tête pleine de nouveaux prénoms et de nouveaux amis.
    - Plus tard, {N} fit au revoir à tout le monde à la grille du parc. « À demain ! » crièrent tous les enfants.
    + Tandis que le ciel devenait orange, {N} retraversa le parc en pensant déjà à demain.

    @problem friends.dragon
    goal = le creux sous le grand saule
    target = le petit dragon timide
    title:
    - {N} et le petit dragon timide
    - Un ami pour Pip le dragon
    start:
    - Sous le grand saule était assis un petit dragon vert appelé Pip, tout seul, parce que personne ne voulait jouer avec un dragon qui éternuait des étincelles.
    - Les enfants avaient peur des étincelles, et Pip était trop timide pour s'expliquer.
    - Chaque fois que Pip était triste, une nouvelle petite étincelle s'échappait, ce qui n'arrangeait rien.
    arrive:
    - Enfin, {N} arriva au creux sous le grand saule, où Pip était assis, la queue toute basse.
    crisis:
    - Pip était si triste et si timide que les étincelles devenaient plus grosses, et les feuilles sèches commençaient à fumer.
    fix:
    - Les étincelles s'arrêtèrent, et Pip leva timidement sa tête verte en souriant.
    - Bientôt, les autres enfants s'approchèrent un par un, curieux de connaître le petit dragon.
    joy:
    - Dans l'après-midi, Pip était devenu la star du parc, et {N} avait été le tout premier de ses amis.

    @problem friends.kite
    goal = le plus grand marronnier du parc
    target = le cerf-volant de Sam
    title:
    - {N} et le cerf-volant dans l'arbre
    - Le cerf-volant rouge et un nouvel ami
    start:
    - Près de la mare, un enfant qui s'appelait Sam regardait tristement le plus grand marronnier du parc, où un cerf-volant rouge était coincé tout en haut.
    - Sam venait aussi d'arriver en ville et ne connaissait personne, et maintenant, même le cerf-volant était perdu.
    - Les autres enfants étaient occupés par leurs jeux, et personne n'avait rien remarqué.
    arrive:
    - Enfin, {N} se tint au pied du plus grand marronnier, avec le cerf-volant rouge qui battait au vent tout là-haut.
    crisis:
    - La ficelle s'était enroulée autour d'une branche, et le vent tirait dessus, au risque de le déchirer.
    fix:
    - Le cerf-volant rouge redescendit, intact, dans les bras de Sam.
    - Sam éclata de rire, et ce rire ressemblait au début d'une belle amitié.
    joy:
    - Bientôt, {N} et Sam faisaient voler le cerf-volant ensemble, et les autres enfants accoururent pour regarder.

    @problem friends.carousel
    goal = le vieux manège au milieu du parc
    target = le vieux manège
    title:
    - {N} et le manège de l'amitié
    - Le manège qui s'arrêta
    start:
    - Au milieu du parc, le vieux manège de l'amitié s'était arrêté de tourner, et les enfants restaient autour, en petits groupes, sans se parler.
    - On disait que ceux qui faisaient un tour ensemble devenaient amis.
    - Mais sa musique s'était tue, et ses lumières s'étaient éteintes.
    arrive:
    - Enfin, {N} arriva au vieux manège, où les chevaux de bois se tenaient immobiles et silencieux.
    crisis:
    - Tout au fond, les vieux engrenages étaient coincés, et le manège poussa un long grincement triste.
    fix:
    - Le manège frissonna, ses lumières se rallumèrent, et sa musique se remit à jouer.
    - Il se mit à tourner, tourner, et les enfants montèrent ensemble en riant.
    joy:
    - À la fin du tour, tout le monde connaissait le prénom de tout le monde, et {N} avait plus d'amis que de doigts.

    @place friends.playground
    arrive:
    - Bientôt, {N} passa près de l'aire de jeux.
    + Puis vint l'aire de jeux, bruyante et joyeuse, avec des balançoires qui montaient de plus en plus haut.
    see:
    - Deux enfants se balançaient en chantant à tue-tête.
    + La cage à grimper était couverte de petits grimpeurs, comme un arbre plein d'oiseaux.

    @place friends.sandpit
    arrive:
    - Ensuite, {N} arriva au bac à sable.
    + Puis vint le bac à sable, où quelqu'un avait construit un château à quatre tours, avec des douves.
    see:
    - Il y avait des seaux et des pelles partout.
    + Un petit drapeau fait avec un bâton de sucette flottait fièrement sur la plus haute tour.

    @place friends.pond
    arrive:
    - Puis {N} descendit jusqu'à la mare aux canards.
    + Le sentier serpentait jusqu'à la mare aux canards, où l'eau scintillait entre les roseaux.
    see:
    - Les canards tournaient en rond en espérant un peu de pain.
    + Un petit ponton de bois avançait au-dessus de l'eau, parfait pour y laisser pendre ses pieds.

    @place friends.slide
    arrive:
    - Après cela, {N} passa devant le grand toboggan en spirale.
    + Puis {N} arriva au grand toboggan en spirale, le plus haut de toute la ville.
    see:
    - Les enfants descendaient à toute vitesse en poussant des cris de joie.
    + Le toboggan tournait tellement qu'on arrivait en bas dans le mauvais sens, en riant.

    @place friends.treehouse
    arrive:
    - Peu après, {N} trouva une cabane dans un arbre, avec une échelle de corde.
    + Cachée dans un vieux chêne, il y avait une cabane en bois, avec une échelle de corde et un drapeau taillé dans une vieille chemise.
    see:
    - Une pancarte disait : « Club secret — tout le monde est bienvenu. »
    + À l'intérieur, quelqu'un avait laissé une boîte de bandes dessinées et un bocal de billes.

    @place friends.kiosk
    arrive:
    - Puis {N} passa devant le kiosque à glaces.
    + Ensuite vint le kiosque à glaces, avec son auvent rayé et sa file de visages pleins d'espoir.
    see:
    - Il y avait douze parfums, dont un qui s'appelait « Surprise arc-en-ciel ».
    + Le marchand de glaces sifflotait en préparant des cornets hauts comme des tours.
    # ================================================================ Apprendre quelque chose de nouveau
    @event learning
    home = la petite maison de la rue de la Bibliothèque
    scene:
    - Aujourd'hui était un jour spécial : {N} allait apprendre quelque chose de nouveau.
    - La vieille bibliothèque au bout de la rue était pleine de livres, de cartes, de globes et d'un très grand télescope.
    + M. Hibou, le bibliothécaire, portait un nœud papillon et connaissait la réponse à presque toutes les questions.
    - {N} adorait l'odeur des vieux livres et le silence des pages qu'on tourne.
    + Chaque étagère semblait murmurer : ouvre-moi, ouvre-moi, il y a quelque chose de merveilleux à l'intérieur.
    evening:
    - Quand {N} rentra enfin à la maison, le ciel devenait doré, et la tête de {N} bourdonnait de choses nouvelles.
    - Ce soir-là, au dîner, {N} raconta à tout le monde tout ce qu'il y avait eu à apprendre ce jour-là.
    + En rentrant dans la lumière de la fin d'après-midi, {N} avait l'impression d'avoir poussé d'un centimètre, comme chaque fois qu'on apprend quelque chose de nouveau.

    @problem learning.book
    goal = le haut de la tour de la bibliothèque
    target = le Livre de Tout
    title:
    - {N} et le Livre de Tout
    - Le livre qui avait tout oublié
    start:
    - Dans la bibliothèque vivait le Livre de Tout, qui connaissait la réponse à toutes les questions, mais aujourd'hui, ses pages étaient devenues blanches.
    - « Oh là là, dit M. Hibou. Le Livre a tout oublié. Il faut que quelqu'un l'aide à se souvenir. »
    - Sans le Livre, plus personne ne saurait pourquoi le ciel est bleu ni comment les oiseaux apprennent à voler.
    arrive:
    - Enfin, {N} arriva dans la salle ronde en haut de la tour de la bibliothèque, où le Livre de Tout était ouvert et tout vide.
    crisis:
    - Les pages du Livre frémissaient faiblement. Il avait besoin qu'on partage avec lui quelque chose d'appris, pour se rappeler ce que c'est qu'apprendre.
    fix:
    - {N} partagea tout ce que le chemin lui avait appris, et les pages du Livre se remplirent à nouveau de mots et d'images.
    - Sa couverture s'illumina comme une lampe, et il poussa un joyeux soupir de papier.
    joy:
    - « Merci, froufrouta le Livre. Tu as appris quelque chose de nouveau au Livre de Tout ! »

    @problem learning.telescope
    goal = l'observatoire de la colline aux Hiboux
    target = le vieux télescope
    title:
    - {N} et le télescope des étoiles
    - La nuit où les étoiles n'avaient plus de nom
    start:
    - Le grand télescope de la colline aux Hiboux, celui qui servait à M. Hibou pour apprendre le nom des étoiles, était tombé en panne.
    - Sa lentille était devenue trouble et grise.
    - « Sans lui, dit M. Hibou, les étoiles seront trop loin pour qu'on apprenne quoi que ce soit. »
    arrive:
    - Enfin, {N} arriva à l'observatoire de la colline aux Hiboux, où le grand télescope de cuivre visait tristement le vide.
    crisis:
    - La lentille était couverte de poussière et de rosée, et l'un des gros engrenages avait glissé hors de sa place.
    fix:
    - Le télescope cliqueta, ronronna et pivota vers le ciel, sa lentille claire et brillante.
    - À travers lui, les étoiles apparurent, nettes et scintillantes, chacune avec son histoire.
    joy:
    - Cette nuit-là, {N} apprit le nom de sept étoiles, et l'une était si belle que M. Hibou laissa {N} lui choisir un surnom.

    @problem learning.piano
    goal = la salle de musique de la rue de l'Harmonie
    target = le vieux piano
    title:
    - {N} et le piano distrait
    - Le piano qui avait perdu ses notes
    start:
    - Aujourd'hui, {N} devait apprendre une chanson sur le grand piano de la salle de musique, mais le vieux piano avait oublié toutes ses notes !
    - Quand le professeur souleva le couvercle, il fit seulement « plonk ».
    - Les notes s'étaient envolées par la fenêtre ouverte, comme des papillons.
    arrive:
    - Enfin, {N} arriva à la salle de musique de la rue de l'Harmonie, où le vieux piano attendait en silence sur la scène.
    crisis:
    - Les dernières notes voletaient près du plafond, trop effrayées pour redescendre.
    fix:
    - Une à une, les notes revinrent et se rangèrent dans le piano, chacune à sa place.
    - Le piano joua une gamme tout seul, do-ré-mi-fa-sol-la-si-do, juste pour vérifier.
    joy:
    - Puis le professeur montra la chanson à {N}, et à la fin de l'après-midi, {N} savait la jouer sans aide.

    @place learning.museum
    arrive:
    - Bientôt, {N} traversa la grande salle du musée, devant un squelette de dinosaure géant.
    + Puis vint la grande salle du musée, où un squelette de dinosaure haut comme une maison souriait de toutes ses dents.
    see:
    - Une pancarte disait que ce dinosaure ne mangeait que des feuilles, ce qui était bon à savoir.
    + Dans une vitrine, un coquillage fossile s'enroulait sur lui-même, vieux de millions d'années.

    @place learning.greenhouse
    arrive:
    - Ensuite, {N} entra dans la serre de verre, pleine de plantes étranges.
    + La serre était chaude et humide, pleine de plantes venues de pays lointains, avec des feuilles grandes comme des parapluies.
    see:
    - Une plante sentait le chocolat, et une autre refermait ses feuilles dès qu'on la touchait.
    + Une pancarte expliquait que certaines plantes boivent l'eau par leurs racines, comme avec des pailles.

    @place learning.maps
    arrive:
    - Puis {N} trouva la salle des cartes, pleine de globes qui tournent.
    + Dans la salle des cartes, de vieilles cartes couvraient tous les murs, avec des mers, des montagnes et, de temps en temps, un serpent de mer dessiné.
    see:
    - {N} fit tourner un globe et posa le doigt sur une île lointaine.
    + Une carte montrait où nagent les baleines en hiver, avec de petites flèches bleues.

    @place learning.workshop
    arrive:
    - Après cela, {N} jeta un œil dans l'atelier de l'inventeur.
    + Puis vint l'atelier de l'inventeur, plein d'engrenages qui tic-taquent, de gadgets qui bourdonnent et de machines volantes à moitié finies.
    see:
    - Il y avait une horloge qui tournait à l'envers et un chapeau surmonté d'un minuscule parapluie.
    + Un carnet était ouvert, couvert de dessins d'ailes, de roues et de points d'interrogation.

    @place learning.aquarium
    arrive:
    - Peu après, {N} arriva dans la salle de l'aquarium, toute bleue et chatoyante.
    + La salle de l'aquarium brillait de bleu et de vert, et les poissons la traversaient comme des bijoux vivants.
    see:
    - Une tortue passa en nageant et sembla faire un clin d'œil.
    + Une pancarte disait que les pieuvres ont trois cœurs, ce que {N} trouva être une très bonne idée.

    @place learning.garden
    arrive:
    - Puis {N} sortit dans le jardin des Questions.
    + Derrière la bibliothèque s'étendait le jardin des Questions, où chaque allée menait à un cadran solaire, à une mangeoire ou à une devinette.
    see:
    - Un cadran solaire donnait l'heure rien qu'avec le soleil.
    + Une pancarte demandait : « Pourquoi les abeilles bourdonnent-elles ? » et en dessous, quelqu'un avait écrit : « Pour dire bonjour. »

    # ================================================================ Aider les autres
    @event helping
    home = la petite maison au-dessus de la place du marché
    scene:
    - C'était jour de marché, et la petite ville était animée et joyeuse.
    - {N} habitait au-dessus de la place du marché et connaissait tous les voisins par leur nom.
    + Il y avait Mme Poivre au stand de fruits, M. Pinson à la poste et le vieux capitaine Sel, en bas, près du port.
    - Tout le monde s'entraidait en ville, et {N} adorait aider, aussi.
    + Aujourd'hui, la ville se préparait pour la fête de l'Été, et une joyeuse agitation régnait partout.
    evening:
    - Quand la journée fut finie, {N} traversa la place pour rentrer, et les voisins faisaient coucou depuis leurs fenêtres.
    - Ce soir-là, toute la ville semblait briller, et tout le monde parlait de ce que {N} avait fait.
    + Tandis que les lampadaires de la place s'allumaient un à un, {N} monta l'escalier de la maison avec un grand sourire fatigué.

    @problem helping.oven
    goal = la boulangerie de la rue des Miettes
    target = le grand four du boulanger
    title:
    - {N} et le four froid
    - Du pain pour toute la ville
    start:
    - Tôt ce matin-là, M. Miette le boulanger arriva en courant sur la place : son four s'était refroidi, juste quand il devait cuire le pain pour toute la fête de l'Été !
    - « Sans pain, s'écria-t-il, pas de sandwichs, pas de tartines et pas de pique-nique ! »
    - Le vieux boulanger s'assit sur une marche, l'air très fatigué.
    arrive:
    - Enfin, {N} arriva à la boulangerie de la rue des Miettes, où le grand four en briques était froid et sombre.
    crisis:
    - Les vieilles briques du four s'étaient fendues, et la flamme à l'intérieur s'était complètement éteinte.
    fix:
    - Bientôt, le four fut de nouveau chaud, rougeoyant, et les premières miches y entrèrent.
    - L'odeur du pain frais sortit par la porte et descendit toute la rue.
    joy:
    - À midi, il y avait du pain pour tout le monde, et M. Miette fit cuire une miche spéciale en forme de {N}.

    @problem helping.bird
    goal = le vieux marronnier près de la mairie
    target = l'oisillon
    title:
    - {N} et le petit oiseau perdu
    - Retour au nid
    start:
    - Au milieu de la place, un oisillon était tombé de son nid et restait sur les pavés, tout ébouriffé et effrayé.
    - Tout là-haut, sa maman battait des ailes et appelait, mais elle ne pouvait pas le remonter.
    - Le nid était dans le vieux marronnier près de la mairie, très, très haut.
    more:
    + Le chat du quartier regardait déjà depuis un rebord de fenêtre, en se léchant les babines.
    arrive:
    - Enfin, {N} se tint sous le vieux marronnier près de la mairie, avec le nid loin, très loin au-dessus.
    crisis:
    - Le nid était si haut que même la plus grande échelle de la ville ne pouvait pas l'atteindre.
    fix:
    - Tout doucement, l'oisillon fut reposé dans son nid, à côté de ses frères et sœurs.
    - La maman oiseau gonfla ses plumes et chanta la plus joyeuse chanson de toute la ville.
    joy:
    - À partir de ce jour-là, chaque matin, un petit oiseau vint chanter sur le rebord de la fenêtre de {N}, comme pour dire merci.

    @problem helping.lighthouse
    goal = le phare au bout de la jetée
    target = la lampe du phare
    title:
    - {N} et la lampe du phare
    - La lumière qui ramène les bateaux
    start:
    - En bas, au port, le vieux capitaine Sel s'était fait mal à la cheville et ne pouvait plus monter allumer la lampe du phare.
    - Et les bateaux de pêche étaient encore en mer, alors que le soir arrivait.
    - Sans la lumière, les bateaux ne trouveraient jamais l'entrée du port.
    arrive:
    - Enfin, {N} arriva au phare au bout de la jetée, grand et rayé comme un sucre d'orge.
    crisis:
    - La grande lampe, tout en haut, était lourde et grippée, et les premiers bateaux approchaient déjà des rochers.
    fix:
    - La lampe s'embrasa, et son faisceau balaya la mer, brillant et régulier.
    - Un à un, les bateaux de pêche se tournèrent vers la lumière et rentrèrent au port sans encombre.
    joy:
    - Les pêcheurs agitèrent leurs casquettes, et le capitaine Sel déclara que {N} était le meilleur gardien de phare que la ville ait jamais eu.

    @place helping.square
    arrive:
    - Bientôt, {N} traversa la place du marché, pleine de monde.
    + Puis vint la place du marché, animée et lumineuse, pleine d'étals aux auvents rayés.
    see:
    - Mme Poivre empilait des pommes en une belle pyramide rouge et brillante.
    + Le stand de fleurs était une explosion de couleurs, et l'air sentait la rose et la fraise.

    @place helping.postoffice
    arrive:
    - Ensuite, {N} passa devant la petite poste.
    + Puis vint la poste, où M. Pinson triait les lettres dans cent petits casiers.
    see:
    - Sur le comptoir, un colis était adressé à « La Lune, tout en haut ».
    + M. Pinson faisait coucou d'une main et tamponnait les lettres de l'autre.

    @place helping.firestation
    arrive:
    - Puis {N} passa devant la caserne des pompiers.
    + Ensuite vint la caserne des pompiers, grandes portes ouvertes, avec son camion rouge qui brillait comme un jouet.
    see:
    - Un pompier astiquait la cloche.
    + Le chien de la caserne, un dalmatien bien sûr, dormait sur un tuyau enroulé.

    @place helping.harbour
    arrive:
    - Après cela, {N} descendit jusqu'au port.
    + La rue descendait vers le port, où les bateaux de pêche se dandinaient et où les mouettes se chamaillaient pour des restes.
    see:
    - Des filets séchaient au soleil, et ils sentaient le sel et la mer.
    + Un petit bateau qui s'appelait « Bonne Étoile » était en train d'être repeint en bleu vif.

    @place helping.library
    arrive:
    - Peu après, {N} passa devant la bibliothèque de la ville.
    + Puis vint la bibliothèque de la ville, avec son jardin de lecture où les personnes âgées et les petits enfants partageaient les bancs.
    see:
    - Quelqu'un lisait une histoire à voix haute sous l'arbre.
    + Un parapluie perdu attendait depuis une semaine, accroché à la grille, que son propriétaire revienne.

    @place helping.bridge
    arrive:
    - Puis {N} traversa le pont en dos d'âne au-dessus de la rivière.
    + Puis {N} passa le pont en dos d'âne, sous lequel la rivière glissait, verte et paresseuse.
    see:
    - En bas, des canards se laissaient porter par l'eau.
    + Quelqu'un avait noué un ruban à la rambarde, pour porter bonheur.

    # ================================================================ Aventure de vacances
    @event holiday
    home = la petite maison de vacances près des dunes
    scene:
    - C'était le premier jour des vacances, et la mer scintillait.
    - La maison de vacances était juste à côté des dunes, et la plage n'était qu'à deux pas.
    + L'air sentait le sel, la crème solaire et la glace que quelqu'un avait fait tomber sur le chemin.
    - {N} avait un seau, une pelle et un tout nouveau chapeau de soleil.
    + Les mouettes tournoyaient dans le ciel, et les vagues répétaient chut, chut, comme si elles racontaient des secrets.
    evening:
    - Tandis que le soleil se couchait sur la mer, {N} rentra à la maison de vacances, du sable plein les pieds et le cœur content.
    - Ce soir-là, tout le ciel devint rose et orange au-dessus de l'eau.
    + La mer devenait dorée quand {N} secoua le sable de ses chaussures devant la porte de la maison.

    @problem holiday.turtles
    goal = le bout de la plage
    target = les bébés tortues
    title:
    - {N} et les bébés tortues
    - Le chemin de la mer
    start:
    - Cet après-midi-là, les œufs de tortue de la plage commencèrent à éclore, mais les bébés tortues, tout désorientés, partaient dans le mauvais sens, loin de la mer.
    - Une garde-côte arriva en courant sur le sable. « Elles doivent atteindre l'eau avant que les goélands les trouvent ! » dit-elle.
    - Chacune n'était pas plus grande qu'un biscuit.
    arrive:
    - Enfin, {N} arriva au bout de la plage, où des dizaines de bébés tortues se démenaient sur le sable.
    crisis:
    - Les goélands tournaient de plus en plus bas, et les petites tortues ne savaient pas de quel côté était la mer.
    fix:
    - Une à une, les bébés tortues firent demi-tour et filèrent dans les vagues.
    - La mer les souleva doucement et les emporta vers leur grande vie dans l'océan.
    joy:
    - La garde-côte raconta qu'un jour, dans bien des années, ces tortues reviendraient sur cette même plage.

    @problem holiday.seal
    goal = la crique cachée derrière la pointe
    target = le bébé phoque
    title:
    - {N} et le petit phoque
    - Le bébé phoque dans la flaque
    start:
    - Au loin sur les rochers, un bébé phoque était resté coincé dans une flaque quand la marée était descendue.
    - Sa maman l'appelait depuis la mer, mais le petit ne pouvait pas franchir les rochers.
    - Le soleil tapait, et la petite flaque devenait de plus en plus petite.
    arrive:
    - Enfin, {N} arriva dans la crique cachée derrière la pointe, où le bébé phoque attendait dans sa flaque qui rétrécissait.
    crisis:
    - Les rochers entre la flaque et la mer étaient hauts et coupants, et le petit phoque se fatiguait.
    fix:
    - Avec un joyeux aboiement, le bébé phoque glissa dans la mer et nagea tout droit vers sa maman.
    - Ils se balancèrent ensemble sur les vagues, nez contre nez.
    joy:
    - Maman phoque frappa dans ses nageoires, et {N} applaudit en retour.

    @problem holiday.ferry
    goal = le banc de sable au milieu de la baie
    target = le petit bac
    title:
    - {N} et le bac ensablé
    - Le petit bateau sur le banc de sable
    start:
    - Au milieu de la baie, le petit bac rouge qui emmenait les familles à l'île aux Mouettes s'était échoué sur un banc de sable.
    - Les passagers faisaient des signes depuis le pont, et la capitaine se grattait la tête.
    - La marée descendait, et bientôt, le bac serait coincé jusqu'au lendemain.
    arrive:
    - Enfin, {N} arriva au banc de sable au milieu de la baie, où le petit bac rouge penchait dans le sable.
    crisis:
    - Le bateau était lourd, le sable collait, et l'eau devenait de moins en moins profonde à chaque minute.
    fix:
    - Dans un grand slurp et un petit roulis, le bac glissa hors du banc de sable et flotta librement.
    - Sa corne lança un joyeux tut-tut !
    joy:
    - La capitaine invita {N} à sonner la cloche du bateau pendant toute la traversée jusqu'à l'île aux Mouettes.

    @place holiday.beach
    arrive:
    - Bientôt, {N} descendit en courant sur la plage, où le sable était chaud et doré.
    + Puis vint la plage, une longue courbe de sable doré parsemée de parasols rayés.
    see:
    - Il y avait des coquillages partout : des roses, des blancs et des tout enroulés.
    + Quelqu'un avait sculpté une sirène de sable, avec des cheveux d'algues et des yeux en galets.

    @place holiday.pier
    arrive:
    - Ensuite, {N} marcha le long de la jetée en bois.
    + Puis vint la jetée, qui s'avançait au-dessus de l'eau sur ses longues jambes de bois.
    see:
    - Entre les planches, {N} voyait la mer qui clapotait en dessous.
    + Au bout, des pêcheurs tenaient leurs lignes dans l'eau en se racontant des histoires incroyables.

    @place holiday.dunes
    arrive:
    - Puis {N} escalada les dunes de sable.
    + Les dunes se dressaient comme de douces collines dorées, avec de hautes herbes qui chuchotaient dans le vent.
    see:
    - Des lapins avaient creusé de petits terriers dans le sable.
    + Du haut de la plus haute dune, {N} voyait toute la baie, bleue et scintillante.

    @place holiday.harbour
    arrive:
    - Après cela, {N} descendit jusqu'au petit port.
    + Puis vint le petit port, plein de bateaux peints de toutes les couleurs de l'arc-en-ciel.
    see:
    - Un pêcheur réparait un filet en sifflotant.
    + Des crabes filaient de côté le long du quai, comme s'ils étaient en retard pour quelque chose.

    @place holiday.icecream
    arrive:
    - Peu après, {N} passa devant le marchand de glaces.
    + Ensuite vint le marchand de glaces, sous son parasol rayé, avec une file d'enfants pleins de sable.
    see:
    - Il y avait fraise, vanille et un parfum bleu appelé « Brise marine ».
    + La marchande offrait des vermicelles à tous ceux qui savaient raconter une blague.

    @place holiday.cliffs
    arrive:
    - Puis {N} suivit le sentier le long des falaises.
    + Le sentier des falaises serpentait tout en haut, au-dessus de la mer, bordé de fleurs sauvages roses et jaunes.
    see:
    - Tout en bas, les vagues se brisaient en écume blanche contre les rochers.
    + Des macareux au bec orange vif observaient depuis leurs corniches, comme de petits serveurs.

    # ================================================================ thèmes libres
    @event theme
    home = la petite maison au bout du chemin
    scene:
    - C'était un de ces après-midi où tout peut arriver.
    - Le soleil était chaud, le vent était doux, et le chemin devant la maison semblait attendre.
    + Derrière la barrière du jardin, les collines roulaient au loin comme les pages d'un grand livre vert.
    - Un merle chantait sur le portail, comme pour annoncer qu'une histoire allait commencer.
    + Quelque part, juste hors de vue, une aventure était en train d'enfiler ses bottes.
    evening:
    - Quand {N} rentra à la maison, le soleil se couchait, et le ciel était plein de couleurs douces.
    - Ce soir-là, le chemin était de nouveau tranquille, et les lumières de la petite maison brillaient chaudement.
    + Les longues ombres du soir s'étiraient sur les collines tandis que {N} rentrait, la tête pleine d'histoires.

    @problem theme.page
    goal = la tour du Conteur, sur la colline
    target = la page perdue
    title:
    - {N} et la page perdue
    - L'histoire sans fin
    start:
    - Cet après-midi-là, le Conteur du village arriva sur le chemin dans tous ses états : la dernière page de la plus belle histoire jamais écrite s'était envolée !
    - « Sans elle, dit le Conteur, l'histoire n'a pas de fin ! »
    - Tous les enfants du village attendaient de savoir comment elle se terminait.
    arrive:
    - Enfin, {N} arriva à la tour du Conteur, sur la colline, où la page perdue battait au vent sur le plus haut rebord de fenêtre.
    crisis:
    - La page glissait, et encore un coup de vent l'emporterait loin au-delà des collines.
    fix:
    - La page perdue fut enfin sauvée, et le Conteur la remit dans le livre.
    - Ce soir-là, tout le village se réunit pour entendre la fin de l'histoire, et c'était une très belle fin.
    joy:
    - Le Conteur sourit et annonça que sa prochaine histoire parlerait de {N}.

    @problem theme.well
    goal = le puits à souhaits sur la colline
    target = le puits à souhaits
    title:
    - {N} et le puits à souhaits
    - Le puits qui avait oublié les vœux
    start:
    - Le vieux puits à souhaits sur la colline, qui exauçait depuis cent ans les petits vœux gentils, s'était asséché.
    - Depuis des semaines, plus aucun vœu ne se réalisait.
    - Les vœux des villageois attendaient au fond, comme des cailloux.
    more:
    + Même la vieille grenouille qui vivait près du puits avait cessé de coasser.
    arrive:
    - Enfin, {N} arriva au puits à souhaits sur la colline, avec ses vieilles pierres froides et silencieuses.
    crisis:
    - Tout au fond, l'eau s'était figée en une pierre dure et sombre, et les vœux étaient prisonniers dessous.
    fix:
    - Dans un glouglou et un scintillement, l'eau remonta en bouillonnant, et le puits se mit à miroiter.
    - De petites lumières s'élevèrent des profondeurs : les vœux des villageois, qui s'envolaient pour se réaliser.
    joy:
    - Le puits offrit un vœu rien que pour {N}, et {N} décida de le garder pour un jour très spécial.

    @problem theme.map
    goal = la cabane du Cartographe, au bout de la vallée
    target = la carte qui s'efface
    title:
    - {N} et la carte qui s'effaçait
    - La carte qui disparaissait
    start:
    - Cet après-midi-là, la grande carte de la vallée, dans la salle du village, commença à s'effacer, et les gens se mirent à se perdre dans leurs propres rues !
    - D'abord les rivières s'effacèrent, puis les routes, puis les petites maisons.
    - Seul le Cartographe, au bout de la vallée, savait comment réparer ça.
    arrive:
    - Enfin, {N} arriva à la cabane du Cartographe, au bout de la vallée, où les encres et les pinceaux traînaient partout.
    crisis:
    - Le vieux Cartographe n'avait plus d'encre spéciale, et les dernières gouttes avaient séché dans le pot.
    fix:
    - L'encre se mit à briller, et les routes et les rivières de la carte revinrent, vives et nettes.
    - Au village, tout le monde retrouva soudain le chemin de la maison.
    joy:
    - Le Cartographe ajouta sur la carte un tout petit nouveau sentier, et lui donna le nom de {N}.

    @place theme.crossroads
    arrive:
    - Bientôt, {N} descendit le chemin jusqu'au vieux carrefour.
    + Le chemin mena à un vieux carrefour, où un panneau de bois penchait comme s'il tendait l'oreille.
    see:
    - Un panneau disait « Par ici », et un autre « Par là ».
    + À son pied, les voyageurs avaient empilé des cailloux, pour porter bonheur.

    @place theme.daisies
    arrive:
    - Ensuite, {N} grimpa sur une colline couverte de pâquerettes.
    + Puis vint une colline si couverte de pâquerettes qu'on aurait dit qu'il avait neigé des fleurs.
    see:
    - Des abeilles bourdonnaient de fleur en fleur.
    + {N} fit une couronne de pâquerettes et la porta un moment, comme une reine ou un roi.

    @place theme.village
    arrive:
    - Puis {N} traversa un village de petites maisons tordues.
    + Derrière la colline s'étendait un village où chaque maison penchait un peu, comme si elles se chuchotaient des secrets.
    see:
    - Des jardinières fleuries pendaient sous chaque fenêtre.
    + Un boulanger fit signe depuis une porte, et l'odeur des brioches à la cannelle se répandit dans la rue.

    @place theme.bridge
    arrive:
    - Après cela, {N} traversa un petit pont de bois au-dessus d'un ruisseau.
    + Puis un pont de bois, aux planches chauffées par le soleil, emmena {N} de l'autre côté d'un ruisseau rieur.
    see:
    - En dessous, le ruisseau clapotait sur les pierres.
    + {N} lâcha un bâton d'un côté et courut le regarder ressortir de l'autre.

    @place theme.orchard
    arrive:
    - Peu après, {N} traversa un verger de pommiers.
    + Le chemin se promena dans un verger, où les pommiers se tenaient en rangs comme de vieux amis.
    see:
    - Des pétales de fleurs tombaient comme une neige rose.
    + Quelque part dans les branches, un coucou répétait son propre nom.

    @place theme.sunflowers
    arrive:
    - Puis {N} traversa un champ de grands tournesols.
    + Ensuite vint un champ de tournesols si hauts que {N} se sentit comme une souris dans une forêt.
    see:
    - Tous les tournesols étaient tournés vers le soleil.
    + Des chardonnerets grignotaient les graines, suspendus la tête en bas comme de petits acrobates.
    # ---------------------------------------------------------------- qualités
    @trait brave
    intro:
    - {N} avait du courage à revendre : assez pour regarder sous le lit s'il y avait des monstres… et leur dire bonjour.
    - {N} avait un cœur vaillant. Ni l'orage, ni les gros chiens, ni les coins sombres ne faisaient peur bien longtemps à {N}.
    + Le courage de {N} était du meilleur genre : pas celui de ceux qui n'ont jamais peur, mais celui de ceux qui avancent quand même.
    help:
    - {N} sentit un petit frisson de peur, prit une grande inspiration et passa devant malgré tout.
    - « Je passe en premier », dit {N} à {c}, et {N} fit courageusement un pas en avant.
    - Un petit pas, puis un autre : avec beaucoup de courage, {N} franchit bientôt le plus difficile.
    + Le courage, ce n'est pas de ne jamais avoir peur ; c'est de faire un petit pas, puis un autre. Et c'est exactement ce que fit {N}.
    + Le cœur ferme et le menton levé, {N} avança et montra à {c} que le chemin était sûr.
    climax:
    - {N} avait un peu peur, c'est vrai, mais les cœurs vaillants ne font jamais demi-tour.
    - Avec courage, {N} s'avança et fit ce qu'il fallait faire.
    + C'était la chose la plus courageuse que {N} ait jamais faite, et {N} la fit d'une main sûre, le cœur battant.
    lesson:
    - {N} repensa à la journée et sourit : avoir du courage, ce n'est pas ne jamais avoir peur.
    + Bien au chaud sous la couverture, {N} savait qu'un cœur courageux, c'est un cœur qui continue, même quand il tremble un peu.

    @trait kind
    intro:
    - {N} avait un cœur d'or, et tout le monde avait droit à sa gentillesse : les amis, les grandes personnes, les escargots du chemin et même les chats grognons.
    - Dans toute la rue, personne n'avait un cœur aussi tendre que {N}.
    + {N} remarquait toujours quand quelqu'un avait de la peine, et trouvait toujours un mot doux à lui dire.
    help:
    - {N} ne s'énerva pas et ne tapa pas du pied. Gentiment, patiemment, {N} essaya encore, et cette fois, ça marcha.
    - {N} se souvint qu'un mot gentil ouvre plus de portes que n'importe quelle clé, et en prononça un.
    - {N} partagea son dernier biscuit avec {c}, et le ventre plein et le cœur au chaud, {N} et {c} trouvèrent ensemble le chemin.
    + Au lieu de pousser ou de se presser, {N} garda son calme et sa gentillesse, et tout le problème sembla s'adoucir.
    + La gentillesse agit en silence : {N} tendit la main, et le chemin s'ouvrit comme par enchantement.
    climax:
    - {N} parla doucement, avec gentillesse, et cette gentillesse fut plus forte que n'importe quelle magie.
    - {N} tendit la main et dit : « Ne t'inquiète pas. Je suis là pour t'aider. »
    + Avec la plus douce des gentillesses, {N} apaisa toutes les peurs, et ce qui semblait impossible devint facile.
    lesson:
    - {N} repensa à la journée et comprit une chose importante : la gentillesse rend tout plus beau.
    + En glissant vers le sommeil, {N} comprit qu'un cœur gentil est la meilleure des boussoles.

    @trait curious
    intro:
    - {N} s'intéressait à tout : aux fourmis, aux nuages, aux trous de serrure et à l'intérieur des horloges.
    - « Pourquoi ? » était le mot préféré de {N}, juste devant « comment ? ».
    + La curiosité de {N} n'avait pas de limites : il fallait retourner chaque caillou et jeter un œil derrière chaque porte.
    help:
    - {N} regarda de très près, comme le font les curieux, et découvrit un passage que personne n'avait remarqué.
    - « Je me demande ce qui se passe si… », dit {N}, avant d'essayer. Ça marcha !
    - {N} posa plein de questions, et l'une des réponses était justement la clé.
    + La curiosité paya : {N} avait remarqué un tout petit détail un peu plus tôt, et c'était justement la solution.
    + {N} observa, tâtonna, chercha, et découvrit bientôt un passage secret qui était là depuis toujours.
    climax:
    - {N} regarda très attentivement et remarqua la seule chose que tout le monde avait ratée.
    - Toutes ces questions avaient appris à {N} comment marchent les choses, et maintenant, {N} savait exactement quoi faire.
    + La curiosité avait mené {N} jusqu'ici, et c'est elle qui montra le chemin jusqu'au cœur du problème.
    lesson:
    - {N} sourit en bâillant : poser des questions, c'est une merveilleuse façon de trouver des réponses.
    + Bien au chaud dans son lit, {N} se posait déjà des questions sur demain, car la curiosité ne s'endort jamais tout à fait.

    @trait funny
    intro:
    - {N} était drôle et pouvait faire rire n'importe qui, même une chèvre grincheuse.
    - {N} connaissait cent blagues, dont au moins quatre-vingt-dix complètement farfelues.
    + {N} avait un rire qui pétillait comme un ruisseau, et impossible de rester triste quand {N} était dans les parages.
    help:
    - {N} fit une grimace si rigolote que {c} éclata de rire, et tout devint plus facile.
    - {N} raconta une blague si drôle que même la difficulté sembla pouffer et s'écarter.
    - En riant, {N} découvrit que la chose effrayante ne faisait pas si peur que ça.
    + Un bon rire allège tous les cœurs : {N} éclata de rire devant la situation, et trouva la force de continuer.
    + {N} transforma tout en jeu, et les jeux, tout le monde le sait, c'est bien plus facile que les problèmes.
    climax:
    - {N} éclata d'un grand rire chaleureux, et ce rire se répandit jusqu'à ce que tout paraisse plus léger.
    - {N} fit tellement rire tout le monde que les soucis s'envolèrent.
    + Au milieu des ennuis, {N} trouva quelque chose de drôle, et ce rire était exactement la magie qu'il fallait.
    lesson:
    - {N} gloussa en bâillant : un bon fou rire peut rendre un gros problème tout petit.
    + Même en bâillant, {N} souriait encore, car le rire avait transformé une journée difficile en une journée heureuse.

    @trait smart
    intro:
    - {N} avait une tête bien faite et adorait les casse-tête, les nombres et les bonnes questions.
    - {N} savait compter jusqu'à mille et connaissait le nom de toutes les planètes.
    + L'esprit de {N} était vif et brillant, toujours occupé à comprendre comment les choses s'emboîtent.
    help:
    - {N} réfléchit très fort, compta soigneusement et trouva un plan.
    - {N} examina le problème sous tous les angles, et la réponse apparut.
    - « Réfléchissons », dit {N}. Un instant plus tard, une idée brillante était là.
    + {N} se souvint d'une chose apprise il y a longtemps, et c'était exactement ce qu'il fallait savoir.
    + Comme un détective, {N} rassembla les indices un par un, jusqu'à ce que la réponse devienne claire.
    climax:
    - {N} réfléchit très fort, et le meilleur des plans apparut.
    - {N} trouva la solution, étape par étape, jusqu'à ce que tout soit parfaitement clair.
    + Toutes les réflexions de {N} s'assemblèrent d'un coup, comme la dernière pièce d'un puzzle qui se met en place.
    lesson:
    - {N} sourit dans le noir : prendre le temps de réfléchir, ça aide vraiment.
    + Avant de s'endormir, {N} pensa que les meilleures idées viennent quand on reste calme et qu'on réfléchit.

    @trait adventurous
    intro:
    - {N} adorait les aventures, et plus elles étaient folles, mieux c'était.
    - {N} voulait toujours savoir ce qu'il y avait derrière la prochaine colline.
    + {N} avait l'âme d'un explorateur et une paire de bottes toujours prête à prendre la route.
    help:
    - {N} sourit : une aventure sans surprises, ce ne serait pas une aventure !
    - Les chemins inconnus ne faisaient pas peur à {N}, alors {N} en trouva un nouveau.
    - « Par ici ! » lança {N}, qui adorait essayer de nouvelles choses.
    + Là où d'autres voyaient un problème, {N} voyait le prochain chapitre de l'aventure, et fonça droit dedans.
    + {N} avait exploré tant d'endroits que trouver un passage semblait la chose la plus naturelle du monde.
    climax:
    - {N} n'hésita pas une seconde : c'était le meilleur moment de toute aventure !
    - Avec tout le courage d'un vrai explorateur, {N} alla droit au cœur du problème.
    + Chaque aventure vécue jusque-là n'avait été qu'un entraînement pour ce moment précis, et {N} se sentait à la hauteur.
    lesson:
    - {N} soupira de bonheur : les plus belles aventures se terminent dans son propre lit bien douillet.
    + {N} rêvait déjà de la prochaine aventure, mais ce soir, la maison était le meilleur endroit du monde.

    @trait creative
    intro:
    - {N} avait une imagination débordante et pouvait transformer un carton en fusée ou en château.
    - {N} avait toujours des idées, des idées colorées et lumineuses.
    + L'imagination de {N} pouvait changer un après-midi ordinaire en un après-midi extraordinaire.
    help:
    - {N} eut une idée à laquelle personne n'avait pensé, et ça marcha.
    - {N} regarda le problème d'une toute nouvelle façon, et une idée formidable surgit.
    - Avec un bâton, une ficelle et beaucoup d'imagination, {N} fabriqua exactement ce qu'il fallait.
    + L'imagination de {N} ronronnait comme un petit moteur, et il en sortit un plan si original qu'il ne pouvait que marcher.
    + Là où tout le monde voyait une impasse, {N} voyait une énigme qui attendait une réponse pleine d'imagination.
    climax:
    - {N} eut l'idée la plus inventive de la journée, et c'était exactement la bonne.
    - Avec un peu d'imagination, {N} trouva un chemin que personne d'autre n'aurait pu trouver.
    + L'imagination de {N} prit son envol, et l'idée qu'elle rapporta était si parfaite que tout le monde en resta bouche bée.
    lesson:
    - {N} sourit : une bonne idée peut être le meilleur des outils.
    + Tandis que la chambre s'assombrissait, l'imagination de {N} continuait de peindre des images douces et lumineuses derrière les paupières closes.

    @trait helpful
    intro:
    - {N} adorait rendre service, et on l'entendait souvent dire : « Je peux aider ! »
    - {N} adorait aider : porter les sacs, nourrir le chat, arroser les plantes.
    + {N} savait remarquer quand quelqu'un avait besoin d'un coup de main, et le donnait sans qu'on le demande.
    help:
    - {N} retroussa ses manches et se mit au travail, une chose après l'autre.
    - « Je vais t'aider », dit {N} à {c}, et ensemble, {N} et {c} y arrivèrent.
    - {N} tint, porta et stabilisa tout ce qu'il fallait, jusqu'à ce que ce soit fait.
    + Comme {N} aimait tant aider, {c} s'y mit aussi, et ce qui était difficile pour un devint facile pour deux.
    + {N} ne passait jamais à côté de quelqu'un qui avait besoin d'aide, et cette fois, aider était aussi le moyen d'avancer.
    climax:
    - {N} aida de tout son cœur, et cette aide était exactement ce qu'il fallait.
    - {N} savait que la réponse, c'était d'aider, et {N} aida autant que possible.
    + Aider, c'était ce que {N} faisait de mieux, et cette aide-là changea tout.
    lesson:
    - {N} sentit une douce chaleur à l'intérieur : aider les autres, c'est l'une des choses qui rendent le plus heureux.
    + En s'endormant, {N} pensa que le plus beau des sentiments, c'est celui qu'on ressent après avoir aidé quelqu'un.

    @trait gentle
    intro:
    - {N} avait des mains douces et une voix tranquille.
    - {N} pouvait tenir un papillon sans abîmer une seule de ses ailes.
    + La douceur de {N} calmait les créatures effrayées et donnait du courage aux plus timides.
    help:
    - {N} avança lentement, tout doucement, et tout se calma.
    - D'une voix douce et tranquille, {N} rassura {c}.
    - {N} ne se pressa pas et ne cria pas : tout en douceur, c'était exactement ce qu'il fallait.
    + Avec des mains patientes et douces, {N} ouvrit le passage aussi délicatement qu'on tourne la page d'un livre aimé.
    + La douceur peut être très puissante : plus {N} restait calme, plus tout devenait facile.
    climax:
    - Doucement, très doucement, {N} fit ce qu'il fallait faire.
    - La voix douce de {N} apaisa tout, et les ennuis fondirent comme neige au soleil.
    + Avec le plus grand soin, tout en douceur, {N} renversa complètement la situation.
    lesson:
    - {N} sourit : des mains douces peuvent faire de grandes choses.
    + Le sommeil vint tout doucement, lui aussi : tranquillement, légèrement, comme une plume qui se pose sur un oreiller.

    @trait magical
    intro:
    - Il y avait un peu de magie autour de {N} : les fleurs semblaient se tourner sur son passage, et les chats ronronnaient.
    - Une étincelle de magie flottait autour de {N}, et personne ne pouvait vraiment l'expliquer.
    + Autour de {N}, il se passait des choses étranges et jolies : les boutons perdus réapparaissaient, et les arcs-en-ciel surgissaient au bon moment.
    help:
    - {N} agita les doigts, et quelques étincelles de magie de tous les jours rendirent le chemin plus facile.
    - Un brin de magie scintilla dans l'air autour de {N}, et le passage s'ouvrit.
    - {N} murmura un mot magique, et les choses commencèrent à s'arranger.
    + L'air autour de {N} se mit à miroiter, et dans ce miroitement, la difficulté se démêla toute seule.
    + {N} ne savait pas trop comment, mais un peu de magie arrivait toujours quand on en avait le plus besoin.
    climax:
    - La magie de {N} étincela plus fort que jamais.
    - Une pluie d'étincelles magiques jaillit du bout des doigts de {N} et remit tout en ordre.
    + Toute la magie de {N} se rassembla en un seul instant lumineux, chaud et doré.
    lesson:
    - {N} sourit en bâillant : la plus belle des magies, c'est celle qu'on partage.
    + Même quand le sommeil vint, une petite étincelle de magie scintillait autour de l'oreiller, pour veiller sur {N}.

    @trait clever
    intro:
    - {N} trouvait toujours une astuce, même quand il semblait ne pas y en avoir.
    - {N} avait plein d'idées astucieuses et de bons tours dans son sac.
    + {N} avait l'esprit vif, du genre à trouver une solution maligne avec ce qu'on a sous la main.
    help:
    - {N} se tapota le menton et trouva une astuce.
    - {N} repéra le moyen astucieux, celui que personne n'avait vu.
    - « J'ai trouvé ! » dit {N}, une étincelle malicieuse dans les yeux. Et ça marcha.
    + D'un petit tour de réflexion, {N} retourna le problème et trouva la réponse cachée dessous.
    + {N} utilisa ce qui traînait là d'une façon si astucieuse que même le vent en parut impressionné.
    climax:
    - {N} eut l'idée la plus astucieuse de toutes, et elle marcha à merveille.
    - Avec un plan astucieux et des mains agiles, {N} régla tout le problème.
    + L'esprit vif de {N} trouva la petite astuce toute simple qui changea tout.
    lesson:
    - {N} sourit : il y a presque toujours une astuce, si on la cherche.
    + En s'endormant, {N} pensa que l'astuce, c'est encore mieux quand on s'en sert pour aider.

    @trait musical
    intro:
    - {N} adorait la musique et chantait toute la journée : dans le bain, dans l'escalier et sous la table.
    - {N} pouvait faire de la musique avec n'importe quoi : une cuillère, une casserole, même un brin d'herbe.
    + {N} entendait de la musique partout : dans la pluie, dans les pas, dans le vent qui passe sur la cheminée.
    help:
    - {N} se mit à fredonner un petit air, et l'air sembla montrer le chemin.
    - {N} chanta une chanson joyeuse, {c} reprit en chœur, et le courage revint.
    - {N} frappa dans ses mains un rythme bien régulier et avança en cadence, pas à pas.
    + Une chanson monta en {N}, et tandis qu'elle emplissait l'air, la difficulté sembla se mettre au pas.
    + {N} siffla une mélodie claire et lumineuse, et tout alentour sembla se mettre à écouter.
    climax:
    - {N} chanta la plus belle des chansons, et la musique arrangea tout.
    - La chanson de {N} résonna, claire et forte, et le monde entier sembla écouter.
    + La musique de {N} était si belle que les ennuis eux-mêmes s'arrêtèrent pour écouter, puis fondirent tout simplement.
    lesson:
    - {N} fredonna en bâillant : une chanson peut illuminer n'importe quelle journée.
    + Quand le sommeil vint, une douce mélodie continuait de jouer dans la tête de {N}, lente et tendre, comme une berceuse.

    @trait athletic
    intro:
    - {N} adorait le sport : courir, sauter, grimper, tout y passait.
    - {N} savait faire la roue, grimper à la corde et courir plus vite que le vent.
    + {N} avait des jambes solides, des pieds agiles et adorait faire la course avec tout, même avec le bus.
    help:
    - {N} sauta, grimpa et garda l'équilibre comme un champion.
    - D'un élan et d'un bond, {N} passa en un rien de temps.
    - Avec des jambes rapides et des bras solides, {N} fit paraître tout cela facile.
    + Toutes ces journées à courir, grimper et faire des galipettes payèrent : {N} bougeait avec l'agilité d'un acrobate.
    + En un éclair, {N} avait réglé l'affaire, avant même que {c} ait pu dire « attention ! »
    climax:
    - {N} courut, sauta et grimpa plus vite que jamais.
    - D'un grand bond, {N} atteignit l'endroit où l'on avait besoin d'aide.
    + Toute la force et toute la vitesse de {N} se réunirent en un seul grand effort.
    lesson:
    - {N} étira ses jambes fatiguées sous la couverture : quelle journée !
    + Les muscles de {N} étaient tout chauds et tout lourds, comme après une belle journée passée à bouger.

    @trait artistic
    intro:
    - {N} adorait dessiner et peindre, et le frigo était couvert de ses dessins.
    - {N} remarquait des couleurs et des formes que les autres ne voyaient pas.
    + {N} avait un regard d'artiste : une flaque était un miroir, un nuage était un dragon, et un mur était une invitation.
    help:
    - {N} fit un petit dessin dans la poussière, et d'un coup, {c} comprit le plan.
    - {N} remarqua une forme et une couleur qui n'allaient pas, et trouva le passage.
    - Avec un bout de craie et beaucoup d'imagination, {N} montra le chemin.
    + En regardant la scène comme un tableau, {N} vit le motif caché dans le désordre, et le suivit.
    + Le regard d'artiste de {N} repéra la seule chose qui n'était pas à sa place, et c'était l'indice qu'il fallait.
    climax:
    - {N} regarda tout avec des yeux d'artiste, et vit ce qu'il fallait faire.
    - Avec des mains habiles et un regard d'artiste, {N} rendit tout beau et juste à nouveau.
    + {N} trouva la réponse comme on peint un tableau : avec des couleurs, du soin et beaucoup d'imagination.
    lesson:
    - {N} sourit : il y a de la beauté partout, il suffit de regarder.
    + Derrière les paupières fermées, {N} commença à peindre l'aventure du jour, en couleurs douces, pour les rêves à venir.

    @trait scientific
    intro:
    - {N} adorait les sciences : les aimants, les insectes, les étoiles et tout ce qui fait des bulles.
    - {N} avait une loupe et s'en servait pour tout regarder.
    + {N} avait l'esprit d'un vrai scientifique : observer, s'étonner, deviner, puis vérifier.
    help:
    - {N} observa attentivement, fit une hypothèse et la vérifia, comme un vrai scientifique.
    - {N} se souvint d'une découverte scientifique, et elle résolut le problème.
    - « Faisons une expérience », dit {N}. Et l'expérience réussit !
    + Avec la patience d'un scientifique, {N} observa de près et trouva la cause, puis la solution.
    + {N} savait que l'eau coule vers le bas, que l'air chaud monte et que chaque énigme a une raison, et {N} se servit de tout cela.
    climax:
    - {N} utilisa tout ce que sait un scientifique, et le plan marcha à la perfection.
    - Avec soin, comme un vrai scientifique, {N} essaya la seule chose qui pouvait marcher.
    + L'expérience de {N} était la plus audacieuse de toutes, et elle marcha exactement comme prévu.
    lesson:
    - {N} pensa en bâillant : il y a toujours une raison, si on la cherche.
    + Même en s'endormant, {N} réfléchissait déjà à l'expérience du lendemain.

    @trait natureloving
    intro:
    - {N} aimait la nature : les arbres, les oiseaux, les scarabées, les fleurs et même les flaques de boue.
    - {N} connaissait le nom de beaucoup d'oiseaux et disait toujours bonjour aux arbres.
    + {N} aimait tant la nature que {N} pouvait passer une heure à regarder un escargot traverser une feuille.
    help:
    - {N} connaissait les secrets du vent, de l'eau et des arbres, et trouva le chemin.
    - {N} écouta les oiseaux, et les oiseaux montrèrent le chemin.
    - {N} savait quelles branches étaient solides et quelles pierres étaient sûres.
    + {N} lisait les signes de la nature comme un livre : l'herbe couchée, la mousse sur les pierres, le chemin des animaux.
    + Parce que {N} connaissait et aimait la nature, la nature sembla l'aider en retour.
    climax:
    - {N} demanda de l'aide à la nature, et la nature répondit.
    - Les arbres, les oiseaux et le vent semblèrent tous aider {N} à la fois.
    + Tout ce que {N} savait et aimait de la nature se rassembla en cet instant, et le monde lui-même sembla donner un coup de main.
    lesson:
    - {N} sourit : la nature est pleine d'amis, si on la respecte.
    + Dehors, les arbres se balançaient doucement, comme pour souhaiter bonne nuit à {N}.

    # ---------------------------------------------------------------- pouvoirs
    @ability flight
    intro:
    - Et {N} avait un secret que seuls les oiseaux connaissaient : {N} savait voler.
    - {N} savait aussi voler, juste un peu au-dessus des toits, quand le vent était d'humeur amicale.
    + Les jours où le vent était gentil, {N} pouvait s'élever du sol et voler, aussi légèrement qu'une graine de pissenlit.
    climax:
    - {N} s'éleva dans les airs, de plus en plus haut, et vola tout droit vers {target}.
    - {N} monta dans le ciel et fila entre les nuages comme une hirondelle.
    + De là-haut, {N} voyait exactement ce qu'il fallait faire, et piqua vers le bas dans un grand souffle.
    - {N} décrivit un grand cercle prudent dans le ciel, puis descendit en piqué pour aider.

    @ability animals
    intro:
    - {N} avait un don spécial : {N} parlait aux animaux, et ils écoutaient toujours.
    - Les oiseaux, les chats, les lapins et même les escargots comprenaient {N}, et {N} les comprenait.
    + {N} parlait la langue secrète des animaux, du couinement de la souris au hululement du hibou.
    climax:
    - {N} appela dans la langue secrète des animaux, et de partout accoururent des renforts, en courant, en sautillant, en volant.
    - « S'il vous plaît, aidez-moi », dit {N} aux animaux, et chacun d'eux aida.
    - Une famille de lapins, un corbeau malin et un blaireau très costaud écoutèrent le plan de {N}.
    + Tous ensemble, menés par {N}, les animaux firent ce que personne n'aurait pu faire seul.

    @ability strength
    intro:
    - {N} avait une force incroyable, assez pour soulever un piano d'une seule main.
    - {N} avait une super-force, mais ne s'en servait que pour aider.
    + {N} avait la force d'un ours, même si son doux sourire ne le laissait pas deviner.
    climax:
    - {N} retroussa ses manches, souleva, poussa et tira avec une force incroyable.
    - D'un seul grand effort, {N} déplaça ce que personne d'autre ne pouvait bouger.
    + Pour {N}, c'était aussi facile que de soulever un ours en peluche.
    - {N} tint tout bien en place, de ses mains fortes et prudentes.

    @ability invisibility
    intro:
    - {N} savait faire une chose très spéciale : en un clignement d'œil, {N} devenait invisible.
    - {N} avait un pouvoir secret : il suffisait d'un souhait pour disparaître complètement aux yeux de tous.
    + D'un clin d'œil et d'un petit tortillement, {N} pouvait disparaître, ne laissant qu'un petit rire dans l'air.
    climax:
    - {N} cligna des yeux et disparut, puis s'approcha de {target} sur la pointe des pieds, sans que personne ne voie rien.
    + Invisible comme le vent, {N} se faufila à travers toutes les difficultés jusqu'au cœur du problème.
    - Personne ne vit arriver {N}, et c'était justement le plan.
    - Puis {N} réapparut, avec un grand sourire, juste là où on avait besoin d'aide.

    @ability speed
    intro:
    - {N} courait plus vite que le vent, plus vite qu'un train, plus vite que tout.
    - {N} était super rapide : zoum, et c'était déjà fait.
    + {N} courait si vite que la poussière n'avait pas le temps de se soulever avant que {N} soit loin.
    climax:
    - {N} démarra dans un souffle et rejoignit {target} en un clin d'œil.
    - Zoum ! {N} faisait des allers-retours si vite qu'on aurait dit qu'il y avait dix {N} à la fois.
    + Plus rapide qu'une étoile filante, {N} fit en une seconde ce qui aurait pris une journée entière à n'importe qui d'autre.
    - En un éclair, tout était prêt.

    @ability light
    intro:
    - {N} pouvait faire briller une douce lumière dorée au creux de ses mains.
    - Quand il faisait noir, {N} pouvait briller comme une petite lanterne.
    + {N} portait une lumière à l'intérieur, une lueur chaude et dorée qui pouvait jaillir dès qu'on en avait besoin.
    climax:
    - {N} leva les deux mains, et une lumière chaude et dorée se répandit autour de {target}.
    - {N} brilla de plus en plus fort, et toutes les ombres s'enfuirent.
    + La lumière qui coulait de {N} était douce et dorée, comme un rayon de soleil dans du miel, et elle atteignit chaque recoin.
    - Dans la lueur de {N}, on voyait enfin tout clairement.

    @ability nature
    intro:
    - {N} pouvait faire pousser les plantes d'un simple murmure.
    - Quand {N} chantonnait pour une graine, elle germait, et les fleurs s'ouvraient sur son passage.
    + {N} avait un don vert et vivant : les lianes s'enroulaient, les bourgeons s'ouvraient et les arbres s'étiraient quand {N} le leur demandait gentiment.
    climax:
    - {N} murmura quelques mots à la terre, et de solides lianes vertes grimpèrent jusqu'à {target}.
    - Feuilles et fleurs poussèrent d'un coup, formant une échelle de verdure juste là où il fallait.
    + À la demande de {N}, les plantes se tressèrent en un pont vivant, doux, solide et parfumé.
    - Des fleurs s'ouvrirent tout autour, comme pour dire bravo.

    @ability water
    intro:
    - {N} nageait comme un poisson et savait parler à l'eau.
    - L'eau faisait toujours ce que {N} lui demandait : elle éclaboussait, elle coulait, elle faisait même des bulles sur commande.
    + Les rivières, la pluie et même l'eau du bain écoutaient {N}, et prenaient la forme de vagues ou de fontaines.
    climax:
    - {N} appela doucement l'eau, et elle arriva en une vague douce et scintillante.
    - Sur un signe de {N}, un ruban d'eau dansa dans l'air et porta secours jusqu'à {target}.
    + L'eau monta, tourbillonna et brilla, faisant exactement ce que {N} demandait, douce comme un câlin.
    - Dans un plouf et un scintillement, l'eau fit son travail.

    @ability healing
    intro:
    - {N} avait des mains qui guérissent : un genou écorché ou un cœur triste allaient mieux dès que {N} les touchait.
    - Quand quelqu'un avait mal, {N} pouvait le soigner d'une simple caresse.
    + {N} avait un don rare et doux : une caresse qui réparait les bleus, les ailes cassées et les cœurs tristes.
    climax:
    - {N} posa une main douce sur {target}, et une chaleur qui picotait se répandit tout autour.
    - Tout ce qui était cassé ou blessé commença à se réparer sous les mains attentives de {N}.
    + Une chaleur guérisseuse coula de {N}, douce comme une couverture, et tout alla bien à nouveau.
    - « Voilà, dit {N} doucement. Tout va mieux maintenant. »

    @ability weather
    intro:
    - {N} savait appeler le vent, les nuages et même la pluie.
    - Quand {N} sifflait, le vent venait jouer.
    + {N} savait parler au temps qu'il fait : un sifflement amenait une brise, un geste chassait les nuages, une chanson apportait une pluie douce.
    climax:
    - {N} siffla le vent, et une brise amicale arriva en tourbillonnant pour aider.
    - {N} agita les bras, et les nuages arrivèrent pour faire exactement ce que {N} demandait.
    + Le vent arriva comme un chiot joueur et porta tout doucement chaque chose à sa place.
    - Le ciel lui-même semblait aider {N}.

    @ability size
    intro:
    - {N} pouvait grandir jusqu'à la taille d'un arbre ou rapetisser jusqu'à celle d'un scarabée.
    - {N} avait un drôle de pouvoir : changer de taille chaque fois que c'était utile.
    + {N} pouvait rétrécir au point de chevaucher une abeille, ou grandir au point de regarder par-dessus les toits.
    climax:
    - {N} grandit, grandit encore, jusqu'à pouvoir atteindre {target} sans le moindre effort.
    - Puis {N} rapetissa, se glissa dans la plus petite fente et reprit sa taille juste là où il fallait aider.
    + Tantôt immense, tantôt minuscule, {N} avait toujours exactement la bonne taille pour la tâche.
    - À la bonne taille, {N} se mit au travail.

    @ability mind
    intro:
    - {N} pouvait déplacer les objets rien qu'en y pensant.
    - Si {N} regardait une cuillère en se concentrant très fort, la cuillère se mettait à flotter.
    + {N} avait un pouvoir tranquille : une pensée attentive pouvait soulever un caillou, tourner une page ou faire flotter une plume à travers la pièce.
    climax:
    - {N} regarda {target}, se concentra très fort, et les choses se mirent à flotter doucement à leur place.
    - Tout ce qui devait bouger se mit à bouger, simplement parce que {N} y pensait.
    + Le visage calme et la pensée puissante, {N} guida tout à travers les airs, aussi légèrement que des bulles de savon.
    - Une dernière pensée bien concentrée, et c'était fait.

    @ability magic
    intro:
    - {N} connaissait quelques vrais sortilèges.
    - {N} savait faire de la magie : des petits sorts, des sorts gentils, des sorts qui scintillent.
    + {N} avait appris une poignée de formules magiques, et les gardait précieusement, comme des bonbons pour un jour de fête.
    climax:
    - {N} murmura les mots magiques, et une pluie d'étincelles tourbillonna autour de {target}.
    + Le sort le plus beau et le plus puissant de {N} retentit, et l'air se remplit de lumière et d'une odeur de cannelle chaude.
    - Le sort fonctionna ! Les étincelles dansèrent, et tout commença à changer.
    - La magie scintilla, puis retomba, douce comme de la neige.

    @ability other
    # Un don que le contenu ne connaît pas est cité tel que l'enfant l'a nommé, souvent en anglais.
    intro:
    - Et {N} avait un don spécial que peu de gens connaissaient, un don que {N} appelait « {ability} ».
    - {N} avait aussi un pouvoir bien particulier, que {N} appelait fièrement « {ability} ».
    + Peu de gens le savaient, mais {N} possédait un don vraiment extraordinaire, celui que {N} appelait « {ability} ».
    climax:
    - C'était le moment d'utiliser le don spécial de {N}, celui que {N} appelait « {ability} ».
    - {N} ferma les yeux, pensa très fort à son don, « {ability} », et sentit le pouvoir picoter de la tête aux pieds.
    + {N} laissa son don faire son œuvre, et fit ce que personne d'autre n'aurait pu faire.
    - Ça marcha mieux que {N} ne l'avait jamais espéré.
    # ================================================================ obstacles et pauses supplémentaires
    @obstacle log
    events = bedtime weekend family theme holiday friends
    intro:
    - Puis {N} trouva un énorme arbre tombé en travers du chemin.
    + Peu après, un arbre immense barra le passage, avec un tronc large comme un canapé et couvert de mousse glissante.
    more:
    - Il était bien trop gros pour l'escalader et bien trop long pour en faire le tour.
    done:
    - Bientôt, l'arbre tombé fut derrière {N}, et le chemin continua.
    - En un rien de temps, {N} passa l'arbre, avec juste un peu de mousse sur un genou.

    @obstacle mud
    events = rainy weekend family friends theme holiday
    intro:
    - Puis le chemin descendit une pente si boueuse qu'elle brillait.
    + Ensuite vint une pente de boue épaisse et luisante, de celle qui fait « splotch » et qui essaie de garder vos bottes.
    more:
    - Un pas, et une botte faillit rester coincée dans la boue.
    done:
    - Splotch, splotch, et {N} arriva en bas sans encombre.
    - Bientôt, la boue fut derrière {N}, et les deux bottes étaient toujours aux deux pieds.

    @obstacle door
    events = any
    intro:
    - Puis le chemin s'arrêta devant une minuscule porte, pas plus grande qu'un livre.
    + Peu après, {N} arriva devant un mur avec un seul passage : une toute petite porte ronde, juste à la taille d'une souris.
    more:
    - « Trop grand, trop grand ! » couina une petite voix dans le trou de la serrure.
    done:
    - D'une façon ou d'une autre, le passage fut trouvé, et la petite porte se referma derrière {N} en gloussant.
    - Clic ! Le mur laissa passer {N}, et la petite porte fit au revoir avec sa poignée.

    @obstacle maze
    events = any
    intro:
    - Puis le chemin se transforma en labyrinthe, avec des allées qui partaient à gauche, à droite et en rond.
    + Ensuite vint un labyrinthe, dont les hauts murs verts tournaient et retournaient, si bien qu'on ne savait plus où était la sortie.
    more:
    - Chaque coin ressemblait exactement au précédent.
    done:
    - À gauche, à droite, encore à droite, et {N} sortit du labyrinthe.
    - Enfin, le labyrinthe s'ouvrit, et le chemin était là, qui attendait.

    @obstacle sheep
    events = weekend family friends holiday theme helping birthday
    intro:
    - Puis tout un troupeau de moutons arriva sur le chemin et s'arrêta là.
    + Au détour du chemin, un troupeau de moutons tout duveteux avait décidé que le milieu du sentier était l'endroit idéal pour bavarder.
    more:
    - « Bêêê », firent les moutons, sans bouger d'un centimètre.
    done:
    - Les moutons s'éloignèrent en bêlant joyeusement, et le chemin fut libre.
    - Bientôt, les moutons broutaient au bord du chemin, et {N} continua sa route.

    @obstacle band
    events = school helping birthday family friends learning
    intro:
    - Puis {N} tomba sur une fanfare qui répétait en plein milieu du passage.
    + Ensuite vint un vacarme terrible : une fanfare répétait en travers du chemin, les trompettes qui sonnaient et les tambours qui grondaient.
    more:
    - C'était si bruyant qu'on n'entendait plus rien.
    done:
    - La fanfare s'arrêta pour boire un verre de limonade, et dans le calme revenu, {N} passa.
    - La fanfare partit vers la gauche en jouant toujours, et le chemin fut libre.

    @interlude feather
    events = any
    lines:
    - Par terre, il y avait une plume rayée de brun et de blanc, douce comme un murmure.
    - {N} la glissa derrière une oreille, comme un insigne d'explorateur.
    + Quelque part là-haut, un oiseau devait se demander où était passée sa plus belle plume.

    @interlude snails
    events = weekend friends family holiday theme rainy
    lines:
    - Sur une grande feuille verte, deux escargots faisaient la course.
    - {N} regarda un moment, mais aucun des deux escargots n'était pressé de gagner.
    + Tout le monde fut d'accord : c'était la course la plus lente et la plus passionnante du monde.

    @interlude echo
    events = weekend holiday theme bedtime
    lines:
    - « Bonjour ! » cria {N}, et les collines répondirent : « Bonjour ! Bonjour ! Bonjour ! »
    - {N} éclata de rire, et l'écho rit aussi.
    + C'est agréable de savoir que même les collines aiment participer, de temps en temps.

    @interlude blackbird
    events = weekend friends family holiday theme rainy helping birthday
    lines:
    - Sur un piquet de clôture, un merle chantait un petit air.
    - {N} siffla le même air en retour, et le merle le rechanta, un peu plus fort.
    + Ils continuèrent ainsi un moment, deux musiciens qui n'avaient pas besoin de parler la même langue.

    @interlude baking
    events = school helping birthday family learning theme friends
    lines:
    - À ce moment-là, une odeur merveilleuse s'échappa d'une fenêtre ouverte : du pain frais et de la cannelle chaude.
    - {N} s'arrêta pour la respirer longuement, avec bonheur.
    + Quelqu'un, quelque part, faisait cuire quelque chose de délicieux, et toute la rue le savait.

    @interlude owlcall
    events = bedtime
    lines:
    - Tout en haut d'un arbre, un hibou hulula trois fois : hou, hou, hou.
    - Dans la langue des hiboux, cela veut dire « bonne chance ».
    + {N} fit signe vers les branches sombres, au cas où le hibou regarderait.
    # ================================================================ lieux supplémentaires
    @place bedtime.lane
    arrive:
    - Puis {N} descendit sur la pointe des pieds la ruelle du village, devant les maisons endormies.
    + La ruelle du village était silencieuse, et, çà et là, une fenêtre brillait encore comme une petite lune carrée.
    see:
    - Derrière une fenêtre, un grand-père lisait une histoire à un enfant qui bâillait.
    - Un chat, assis sur un perron, se lavait les pattes au clair de lune.
    + Chaque cheminée laissait échapper une dernière boucle de fumée endormie dans le ciel étoilé.

    @place bedtime.orchard
    arrive:
    - Ensuite vint le vieux verger, où les pommes brillaient comme de l'argent au clair de lune.
    + Derrière la haie s'étendait le verger, avec ses arbres tordus alignés comme de vieux amis qui se souhaitent bonne nuit.
    see:
    - Un hérisson reniflait l'herbe à la recherche de pommes tombées.
    - Les feuilles bruissaient doucement, comme si elles se bordaient les unes les autres.
    + Une pomme tomba avec un petit bruit sourd, et une souris accourut pour voir ce qui se passait.

    @place school.office
    arrive:
    - Puis {N} passa devant le secrétariat de l'école, où la grosse cloche pendait près de la porte.
    + Ensuite vint le secrétariat, où les crayons de la secrétaire se dressaient dans un pot comme un bouquet de fleurs jaunes.
    see:
    - Un poisson rouge appelé Capitaine tournait en rond dans un bocal sur le bureau.
    - Le téléphone sonna, et la secrétaire répondit d'une voix chantante.
    + Au mur des objets perdus pendaient trois gants dépareillés, un chapeau de soleil et un nounours à l'air très étonné.

    @place school.science
    arrive:
    - Peu après, {N} jeta un œil dans la salle de sciences.
    + Ensuite vint la salle de sciences, pleine de microscopes, d'aimants et de bocaux qui faisaient des bulles tout seuls.
    see:
    - Dans un coin, un squelette en plastique semblait dire bonjour.
    - Sur la table, un aimant attirait une file de trombones en une ligne toute tortillée.
    + Sur le rebord de la fenêtre, des haricots dans des bocaux montraient leurs racines blanches toutes frisées.

    @place birthday.florist
    arrive:
    - Puis {N} passa en courant devant le fleuriste, dont les seaux de fleurs débordaient sur le trottoir.
    + Ensuite vint la boutique du fleuriste, où tulipes, roses et tournesols se pressaient sur le seuil comme des invités à une fête.
    see:
    - La fleuriste nouait un gros bouquet avec un ruban doré.
    - Ça sentait la rose et la pluie fraîche.
    + Une petite pancarte sur la porte disait : « Bouquets d'anniversaire, faits avec amour. »

    @place birthday.backgarden
    arrive:
    - Ensuite, {N} traversa en courant le jardin de derrière, où un château gonflable attendait.
    + Le jardin de derrière était prêt pour la fête, avec des lanternes en papier dans les arbres et un château gonflable qui tanguait dans la brise.
    see:
    - Le château gonflable avait des tours rouges et un drapeau jaune.
    - Les lanternes en papier se balançaient dans les branches comme des fruits endormis.
    + Quelqu'un avait dressé une longue table avec une nappe couverte de minuscules étoiles peintes.

    @place weekend.meadow
    arrive:
    - Puis {N} s'avança dans une prairie de hautes herbes et de coquelicots rouges.
    + Ensuite vint une grande prairie, où l'herbe montait jusqu'aux épaules de {N} et où les coquelicots hochaient la tête comme de petites lanternes rouges.
    see:
    - Des sauterelles s'écartaient d'un bond à chaque pas.
    - Une alouette chantait tout là-haut dans le ciel.
    + Le vent courait dans l'herbe en longues vagues argentées, comme si la prairie respirait.

    @place weekend.frogpond
    arrive:
    - Peu après, {N} trouva une petite mare couverte de nénuphars.
    + Cachée parmi les roseaux, il y avait une petite mare, parsemée de nénuphars comme des pierres de gué toutes vertes.
    see:
    - Trois grenouilles, assises sur un tronc, coassaient chacune à son tour.
    - Des libellules bleues filaient au-dessus de l'eau.
    + Un gerris traversait la mare à grands coups de pattes, sérieux comme un marin.

    @place rainy.bridge
    arrive:
    - Puis {N} traversa le petit pont au-dessus du ruisseau.
    + Ensuite vint le petit pont de pierre, sous lequel le ruisseau filait, gros, brun et plein de pluie.
    see:
    - Des feuilles et des brindilles faisaient la course sous le pont.
    - L'eau grondait, mais le pont tenait bon.
    + Une famille de canards se laissait emporter par le courant, comme si c'était le plus beau jour de sa vie.

    @place rainy.cafe
    arrive:
    - Ensuite, {N} passa devant le petit café du coin.
    + Puis vint le café du coin, aux vitres toutes embuées, dont la porte laissait échapper une bouffée chaude de chocolat et de cannelle.
    see:
    - Quelqu'un avait dessiné un sourire dans la buée de la vitre.
    - À l'intérieur, des gens buvaient du chocolat chaud en regardant la pluie.
    + Le chat du café dormait sur une chaise près du radiateur, et rêvait de journées ensoleillées.

    @place family.porch
    arrive:
    - Puis {N} sortit sur le perron.
    + Ensuite vint le perron, avec son vieux fauteuil à bascule qui grince et ses pots de géraniums rouge vif.
    see:
    - Le vieux chapeau de Papi pendait à un crochet près de la porte.
    - Le fauteuil à bascule se balançait un peu, tout seul.
    + Depuis le perron, on voyait toute la rue, et les voisins faisaient coucou depuis leurs jardins.

    @place family.pantry
    arrive:
    - Peu après, {N} jeta un œil dans le cellier.
    + Puis vint le cellier, une petite pièce fraîche pleine de bocaux, de boîtes et du doux parfum des confitures de l'été dernier.
    see:
    - Les bocaux avaient des étiquettes écrites de la jolie écriture de Mamie.
    - Une boîte à biscuits était cachée sur la plus haute étagère.
    + Des tresses d'oignons pendaient du plafond comme des lanternes de papier brun.

    @place friends.fountain
    arrive:
    - Puis {N} arriva à la grande fontaine du parc.
    + Ensuite vint la grande fontaine, qui lançait son eau scintillante très haut dans les airs et attrapait un arc-en-ciel dans ses gouttelettes.
    see:
    - Des enfants trempaient leurs doigts dans l'eau en riant.
    - Des pigeons prenaient leur bain sur le rebord en gonflant leurs plumes.
    + Des pièces brillaient au fond, et chacune était un vœu que quelqu'un avait fait.

    @place friends.field
    arrive:
    - Peu après, {N} arriva au grand pré.
    + Derrière les arbres s'étendait le grand pré, où le vent soufflait fort et où le ciel était plein de cerfs-volants.
    see:
    - Un cerf-volant bleu et un cerf-volant jaune dansaient ensemble.
    - Des enfants jouaient à chat en poussant des cris de joie.
    + Un petit chien courait après l'ombre d'un cerf-volant, en tournant en rond.

    @place learning.butterflies
    arrive:
    - Puis {N} entra dans la serre aux papillons.
    + Ensuite vint la serre aux papillons, chaude et verte, où des centaines de papillons flottaient comme des confettis vivants.
    see:
    - Un grand papillon bleu se posa sur une fleur juste à côté de {N}.
    - Une pancarte expliquait comment une chenille devient papillon.
    + Dans une boîte en verre, une rangée de chrysalides pendait comme de minuscules lanternes vertes, prêtes à s'ouvrir.

    @place learning.clocks
    arrive:
    - Peu après, {N} découvrit la salle des horloges.
    + Puis vint la salle des horloges, où des dizaines d'horloges faisaient tic-tac, chacune avec sa propre voix.
    see:
    - Un coucou sortit d'une horloge pour dire bonjour.
    - Une toute petite horloge n'était pas plus grande qu'un bouton.
    + Une pancarte expliquait qu'autrefois, on lisait l'heure avec du sable, de l'eau et des ombres.

    @place helping.flowershop
    arrive:
    - Puis {N} passa devant la boutique de fleurs du coin.
    + Ensuite vint la boutique de fleurs, où des seaux de tulipes attendaient sur le trottoir comme une foule de chapeaux colorés.
    see:
    - La fleuriste arrosait les roses en fredonnant.
    - Un panier de marguerites attendait près de la porte.
    + Un mot sur le comptoir disait : « Fleurs offertes à tous ceux qui sont tristes aujourd'hui. »

    @place helping.park
    arrive:
    - Peu après, {N} traversa le petit jardin public.
    + Puis vint le petit jardin public, où de vieux amis étaient assis sur les bancs et où les pigeons se pavanaient d'un air important.
    see:
    - Un vieux monsieur donnait aux pigeons des miettes tirées d'un sac en papier.
    - Deux grands-mères tricotaient la même longue écharpe, chacune par un bout.
    + Le jardinier plantait des bulbes de tulipes bien en rang, en fredonnant pour chacun.

    @place holiday.rockpools
    arrive:
    - Puis {N} escalada les rochers jusqu'aux flaques de marée.
    + Ensuite vinrent les flaques de marée, petits miroirs d'eau de mer cachés entre les rochers, chacun un monde minuscule.
    see:
    - Un crabe fila de côté sous une pierre.
    - Une étoile de mer reposait dans l'eau comme une main orange.
    + Des anémones agitaient leurs bras tout doux, et de minuscules crevettes filaient comme des étincelles.

    @place holiday.market
    arrive:
    - Peu après, {N} se promena dans le marché du bord de mer.
    + Puis vint le marché du bord de mer, plein d'étals de coquillages, de cerfs-volants, de bonbons et de chapeaux de paille.
    see:
    - Un étal vendait des colliers de tout petits coquillages.
    - Ça sentait les beignets chauds et le sucre.
    + Un monsieur vendait des moulins à vent colorés qui tournaient et sifflaient dans la brise marine.

    @place theme.woods
    arrive:
    - Puis {N} entra dans un petit bois.
    + Ensuite vint un petit bois, frais et vert, où les arbres se tenaient serrés comme s'ils partageaient des secrets.
    see:
    - Un vieil arbre craqua, et cela ressemblait presque à un bonjour.
    - Des champignons poussaient en cercle bien rond autour d'une souche moussue.
    + Un écureuil laissa tomber une coquille de noix, puis regarda autour de lui, l'air de dire que ce n'était pas lui.

    @place theme.lake
    arrive:
    - Peu après, {N} arriva au bord d'un lac tranquille.
    + Puis le chemin descendit vers un lac tranquille, aussi immobile qu'une feuille de verre bleu.
    see:
    - Une petite barque était attachée à un poteau de bois.
    - Des cygnes glissaient sans faire la moindre ride.
    + De l'autre côté, les collines se reflétaient à l'envers, comme s'il y avait un second monde sous l'eau.
    # ================================================================ les éléments d'un thème libre
    # {place} et {place.a} : là où se passe le thème (« la lune ») ; {thing} et {thing.a} : ce dont
    # il parle (« le bateau pirate ») ; {Place}, {Thing}, {C} et {C.a} : les mêmes et le compagnon
    # du thème, pour les titres. Le genre et le nombre de ces mots ne sont pas connus : aucun
    # adjectif ni participe ne s'y accorde.
    @pool theme.title
    - {N} et {C}
    - {N} et {Thing}
    - Le jour où {N} rencontra {C.a}
    + {N}, {C} et {Thing}

    @pool theme.meet
    - Juste à ce moment, {c.a} arriva et dit bonjour d'une voix joyeuse.
    - C'est alors que {c.a} apparut au bord du chemin, avec un grand sourire.
    + Et qui attendait là, comme si tout avait été prévu depuis toujours ? {c.a}, avec un sourire jusqu'aux oreilles !

    @pool theme.more
    - {c} attendait ce jour depuis très, très longtemps.
    - {c} avait toujours une bonne idée ou deux en réserve.
    + {c} connaissait bien les aventures, et partagea avec joie tout ce qu'il fallait savoir.

    @pool theme.bye
    - {c} fit un gros câlin d'au revoir à {N} et promit de revenir bientôt.
    - {c} fit au revoir de la main devant la barrière du jardin, avec un grand sourire.
    + Avant de partir, {c} chuchota que cette journée avait été la plus belle depuis bien longtemps.

    @pool theme.place.arrive
    - Bientôt, le chemin de {place} s'ouvrit devant {N}.
    - Peu à peu, tout devenait de plus en plus merveilleux autour de {place}.
    - Puis {N} arriva dans un coin tranquille de {place}, où tout était doux et silencieux.
    - Ensuite, le sentier mena vers le cœur de {place}.
    - {N} grimpa sur une petite butte, et de là, on voyait {place} à perte de vue.
    - Plus loin, le chemin à travers {place} réservait bien des surprises.
    - Chaque pas rapprochait {N} du centre de {place}.
    + Puis le chemin tourna, et apparut un coin de {place} que personne n'avait jamais dessiné sur une carte.
    + Ici, le bord de {place} scintillait, comme si quelqu'un l'avait saupoudré de sucre.
    + Plus loin encore, tout devenait plus étrange et plus beau, comme une image sortie d'un rêve, au beau milieu de {place}.

    @pool theme.place.see
    - Tout ici était nouveau, étrange et merveilleux.
    - De petites lumières scintillaient partout, comme des lucioles égarées.
    - Ici, tout était plus calme que nulle part ailleurs.
    - Personne n'avait jamais dit à {N} qu'il existait un endroit aussi beau que {place}.
    - {N} voulait se souvenir de chaque recoin de {place}, pour toujours.
    - Quelque part au loin, une petite cloche sonna, une fois, deux fois, trois fois.
    - Un petit vent doux se leva ; il sentait l'aventure.
    + {N} s'arrêta un instant pour bien regarder {place} : chaque couleur, chaque bruit, chaque étincelle.
    + Si seulement toute la classe pouvait voir {place} en ce moment, pensa {N} ; personne ne le croirait jamais.
    + L'air de {place} était frais et léger, comme le premier souffle d'un nouveau matin.

    @pool theme.place.obstacle
    - Le chemin à travers {place} n'était pas toujours facile.
    - Mais le voyage vers {place} réservait encore une surprise ou deux.
    + Bien sûr, aucun voyage vers {place} n'est jamais aussi simple qu'il en a l'air.

    @pool theme.thing
    - Tout au long du chemin, {N} pensait à {thing}.
    - « J'ai tellement hâte de voir {thing} », dit {N}.
    - Même ici, {N} ne pouvait s'empêcher de penser à {thing}.
    - Tout ce que {N} voyait semblait avoir un rapport avec {thing}.
    + {N} sourit en imaginant encore une fois {thing}, et pressa le pas.

    @problem themed.colours
    target = la dernière étincelle de couleur
    title:
    - {N} et le secret de {place}
    - Le voyage de {N} jusqu'à {place}
    start:
    - Ce soir-là, {N} remarqua une chose étrange : au loin, toutes les couleurs de {place} devenaient grises.
    - Sans les couleurs, {thing} ne retrouvait plus le chemin de la maison.
    - Tout là-bas était devenu gris et immobile, comme une bougie qu'on aurait soufflée.
    more:
    - Quelqu'un devait ramener les couleurs, et {N} savait que c'était aujourd'hui ou jamais.
    arrive:
    - Enfin, {N} atteignit le cœur de {place}.
    crisis:
    - Là, au milieu de tout, la dernière petite étincelle de couleur était sur le point de s'éteindre.
    fix:
    - Peu à peu, les couleurs de {place} revinrent, plus vives que jamais.
    - {thing} scintilla dans la lumière nouvelle et retrouva enfin le chemin de la maison.
    joy:
    - On aurait dit que chaque recoin de {place} brillait pour dire merci à {N}.

    @problem themed.call
    target = la petite créature perdue
    title:
    - {N} et la petite voix de {place}
    - L'appel de {place}
    start:
    - Ce soir-là, une toute petite voix appela de très loin, depuis {place}.
    - La voix semblait venir de {thing}, quelque part là-bas.
    - « Au secours, s'il vous plaît, disait-elle. Nous avons besoin de quelqu'un de courageux et de gentil. »
    - Personne d'autre ne semblait l'entendre, mais {N} entendait chaque mot.
    more:
    - Qui que ce soit, la voix semblait toute petite, et un peu perdue.
    arrive:
    - Enfin, {N} arriva au cœur de {place}, juste à l'endroit d'où venait la petite voix.
    crisis:
    - Là, toute seule, se trouvait une minuscule créature lumineuse, pas plus grosse qu'un bouton, qui avait perdu le chemin de sa maison.
    fix:
    - {N} raccompagna la petite créature jusque chez elle, à travers {place}, et elle se mit à briller de bonheur.
    - Même {thing} sembla sourire.
    joy:
    - La petite créature offrit à {N} un minuscule caillou brillant, pour porter bonheur.

    @problem themed.key
    target = la clé d'argent
    title:
    - {N} et la clé d'argent de {place}
    - La porte dorée de {place}
    start:
    - Juste à ce moment, une enveloppe argentée glissa sous la porte de {N}, avec un message à l'intérieur : « La porte dorée de {place} est fermée, et sa clé est perdue. Viens vite. »
    - Derrière la porte, {thing} attendait.
    - Une petite enveloppe argentée comme celle-là, on n'en reçoit pas tous les jours.
    more:
    - Sans la clé, personne ne pouvait entrer ni sortir, et une grande fête ne pouvait pas commencer.
    arrive:
    - Enfin, {N} arriva devant la porte dorée de {place}, haute, brillante et bien fermée.
    crisis:
    - La clé d'argent était enfin là, mais elle était coincée tout en haut, hors de portée.
    fix:
    - Avec un déclic et un tintement, la clé tourna, et la porte dorée de {place} s'ouvrit en grand.
    - {thing} était libre, et tout le monde applaudit.
    - Derrière la porte, on entendait de la musique et des rires.
    joy:
    - La fête fut donnée en l'honneur de {N}, et on dansa jusqu'à ce que les premières étoiles s'allument.
    # Intrigues pour un thème qui dit de quoi il parle sans dire où (« faire un gâteau géant ») :
    # le héros arrange tout pour que {thing} puisse avoir lieu.
    @problem themedthing.bell
    goal = la vieille tour de la cloche, en haut de la colline
    target = la cloche dorée
    title:
    - {N} et la cloche dorée
    start:
    - Tout était presque prêt pour {thing}, sauf une chose.
    - La petite cloche dorée qui ouvre chaque fête avait disparu de son crochet.
    - Sans elle, impossible de commencer.
    more:
    - On chercha sous les tables et derrière les rideaux, mais la cloche restait introuvable.
    arrive:
    - Enfin, {N} arriva à la vieille tour de la cloche, en haut de la colline, où le vent sifflait entre les pierres.
    crisis:
    - La cloche dorée était là, emmêlée dans un nid d'oiseau sur la plus haute poutre, hors de portée.
    fix:
    - La cloche dorée sonna au-dessus des collines, claire et joyeuse : ding, ding, ding !
    - Enfin, c'était l'heure de {thing}.
    joy:
    - Et {thing}, ce fut encore mieux que tout ce que {N} avait imaginé.

    @problem themedthing.wind
    goal = la colline venteuse où le vent aimait jouer
    target = le plan perdu
    title:
    - {N} et le vent farceur
    start:
    - Ce matin-là, un coup de vent farceur entra par la fenêtre ouverte et emporta le grand plan pour {thing}.
    - Sans le plan, personne ne savait par où commencer.
    more:
    - La feuille s'envola au-dessus des toits, de plus en plus loin, jusqu'à n'être plus qu'un point blanc dans le ciel.
    arrive:
    - Enfin, {N} arriva sur la colline venteuse où le vent aimait jouer.
    crisis:
    - Le plan tourbillonnait dans les airs, très haut au-dessus des têtes.
    fix:
    - Doucement, tout doucement, le plan redescendit jusque dans les mains de {N}.
    - Maintenant, tout était prêt pour {thing}.
    joy:
    - Et {thing}, ce fut encore mieux que tout ce qu'on avait imaginé.

    @problem themedthing.lantern
    goal = l'atelier du fabricant de lanternes, au bord de la rivière
    target = la lanterne
    title:
    - {N} et la grande lanterne
    start:
    - Pour {thing}, il y avait une règle : rien ne pouvait commencer avant que la grande lanterne de papier soit allumée.
    - Mais ce jour-là, la grande lanterne avait une longue déchirure sur le côté, et sa lumière refusait de briller.
    - Sans elle, rien ne pourrait commencer.
    more:
    - Seul le fabricant de lanternes, au bord de la rivière, savait la réparer.
    arrive:
    - Enfin, {N} arriva à l'atelier du fabricant de lanternes, où des lanternes de toutes les couleurs pendaient du plafond.
    crisis:
    - Le fabricant n'avait plus de papier doré, et la dernière feuille s'était envolée sur le toit.
    fix:
    - Grâce au papier doré, la grande lanterne fut réparée, et elle brilla, chaude et dorée.
    - Enfin, c'était l'heure de {thing}.
    joy:
    - Et {thing}, ce fut le plus beau moment de toute la journée.
    """#
}
