/// A character trait the content has its own sentences for.
///
/// Traits arrive as free text (the catalog's English wire values, or words a parent typed in
/// another language); recognising them lets the story show the trait at work instead of just
/// naming it.
enum HeroTrait: String, CaseIterable, Sendable {
    case brave, kind, curious, funny, smart, adventurous, creative, helpful
    case gentle, magical, clever, musical, athletic, artistic, scientific, natureLoving = "natureloving"

    /// Folded words (see `TextSanitizer.fold`, letters only) that name each trait in the five languages.
    private static let names: [HeroTrait: [String]] = [
        .brave: ["brave", "courageous", "bold", "fearless", "courageux", "courageuse", "valiente", "valeroso", "valerosa", "mutig", "tapfer", "coraggioso", "coraggiosa"],
        .kind: ["kind", "caring", "loving", "gentil", "gentille", "bienveillant", "bienveillante", "amable", "bondadoso", "bondadosa", "carinoso", "carinosa", "freundlich", "lieb", "liebevoll", "gentile", "buono", "buona"],
        .curious: ["curious", "inquisitive", "curieux", "curieuse", "curioso", "curiosa", "neugierig"],
        .funny: ["funny", "silly", "playful", "drole", "rigolo", "rigolote", "gracioso", "graciosa", "divertido", "divertida", "lustig", "witzig", "divertente", "buffo", "buffa", "simpatico"],
        .smart: ["smart", "intelligent", "intelligente", "inteligente", "klug", "schlau", "bright"],
        .adventurous: ["adventurous", "aventureux", "aventureuse", "aventurier", "aventuriere", "aventurero", "aventurera", "abenteuerlustig", "avventuroso", "avventurosa"],
        .creative: ["creative", "imaginative", "creatif", "creatifs", "imaginatif", "imaginative", "creativo", "creativa", "kreativ", "fantasievoll"],
        .helpful: ["helpful", "serviable", "servicial", "hilfsbereit", "disponibile", "premuroso", "premurosa", "servizievole"],
        .gentle: ["gentle", "soft", "doux", "douce", "tendre", "tierno", "tierna", "dulce", "sanft", "dolce", "delicato", "delicata"],
        .magical: ["magical", "magic", "magique", "magico", "magica", "magisch"],
        .clever: ["clever", "malin", "maligne", "astucieux", "astucieuse", "ingenieux", "ingenieuse", "listo", "lista", "astuto", "astuta", "pfiffig", "schlau", "furbo", "furba", "ingegnoso", "ingegnosa"],
        .musical: ["musical", "musicien", "musicienne", "musico", "musikalisch", "musicale"],
        .athletic: ["athletic", "sporty", "sportif", "sportive", "deportista", "atletico", "atletica", "sportlich", "sportivo", "sportiva"],
        .artistic: ["artistic", "artiste", "artistique", "artistico", "artistica", "kunstlerisch", "kunstlerin", "kunstler"],
        .scientific: ["scientific", "scientifique", "cientifico", "cientifica", "wissenschaftlich", "scientifico", "scientifica"],
        .natureLoving: ["natureloving", "naturelover", "naturaliste", "amoureuxdelanature", "amantedelanaturaleza", "naturliebend", "naturfreund", "amantedellanatura"],
    ]

    private static let index: [String: HeroTrait] = {
        var result: [String: HeroTrait] = [:]
        for trait in HeroTrait.allCases {
            for name in names[trait] ?? [] where result[name] == nil { result[name] = trait }
        }
        return result
    }()

    /// The trait a word names, or nil when the content has no sentences for it.
    init?(recognising text: String) {
        let key = String(TextSanitizer.fold(text).filter { $0.isLetter })
        guard let trait = Self.index[key] else { return nil }
        self = trait
    }
}
