import Testing
import _Support

/// Names a Mac's file system takes for one file: the rule every command's outputs are claimed by.
struct SameFileNamesTests {
    @Test(arguments: [
        ("Home.png", "home.png"), ("EN/home", "en/home"), (".Gallery", ".gallery"),
        ("caf\u{E9}.png", "cafe\u{301}.png"),          // precomposed and decomposed é
        ("CAF\u{C9}.png", "cafe\u{301}.png"),          // and in another case
        ("stra\u{DF}e", "STRASSE"), ("\u{3C3}\u{3C2}", "\u{3A3}\u{3A3}"),
    ])
    func namesAMacTakesForOneFileClash(_ a: String, _ b: String) {
        var names = SameFileNames<Int>()
        #expect(names.claim(a, by: 1) == nil)
        let earlier = names.claim(b, by: 2)
        #expect(earlier?.name == a && earlier?.owner == 1)
        #expect(SameFileNames<Int>.same(a, b))
    }

    @Test func differentNamesDoNot() {
        var names = SameFileNames<String>()
        for name in ["home.png", "home.jpg", "home-1.png", "en/home", "en-US/home", "hôme.png"] {
            #expect(names.claim(name, by: name) == nil, "\(name)")
        }
        #expect(!SameFileNames<String>.same("home.png", "hôme.png"))
    }

    @Test func theReasonIsGivenOnlyWhenTheSpellingsDiffer() {
        #expect(SameFileNames<Int>.reason("a", "a") == "")
        #expect(SameFileNames<Int>.reason("Home.png", "home.png").contains("ignore case"))
        #expect(!SameFileNames<Int>.reason("caf\u{E9}", "cafe\u{301}").isEmpty)
    }
}
