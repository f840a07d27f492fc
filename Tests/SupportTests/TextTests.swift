import Testing
import _Support

/// Numbers and paths as text: the rules every module's messages and names rely on.
struct TextTests {
    @Test(arguments: [(128.0, "128"), (12.5, "12.5"), (-3.0, "-3"), (0.1, "0.1"), (1e20, "1e+20")])
    func shortestNumbers(_ value: Double, _ text: String) {
        #expect(NumberText.shortest(value) == text)
    }

    @Test(arguments: [(1.41421, 3, "1.414"), (55.65, 1, "55.7"), (-0.04, 1, "0.0"), (-2.25, 1, "-2.3"), (7.0, 0, "7")])
    func fixedDecimals(_ value: Double, _ places: Int, _ text: String) {
        #expect(NumberText.decimal(value, places: places) == text)
    }

    /// Found by the parser fuzzer (a bezel manifest's 10⁹¹ px width): too large for the digits,
    /// such a number was an Int conversion's crash; it is Swift's own text.
    @Test(arguments: [(2.0355e91, "2.0355e+91"), (Double.infinity, "inf"), (-1e300, "-1e+300"), (Double.nan, "nan")])
    func decimalsOfHugeNumbers(_ value: Double, _ text: String) {
        #expect(NumberText.decimal(value, places: 1) == text)
    }

    @Test func pathParts() {
        #expect(PathText.lastComponent("a/b/home.png") == "home.png")
        #expect(PathText.folder("a/b/home.png") == "a/b" && PathText.folder("home.png") == "." && PathText.folder("/x") == "/")
        #expect(PathText.pathExtension("a.d/home.JPG") == "JPG" && PathText.pathExtension("a.d/home") == "")
        #expect(PathText.pathExtension(".hidden") == "" && PathText.stem(".hidden") == ".hidden")
        #expect(PathText.removingExtension("en-US/home.png") == "en-US/home")
        #expect(PathText.stem("captures/open.png") == "open")
    }

    @Test(arguments: [("render", "rendr", true), ("--background", "--backgruond", true), ("--deg", "--zzzzzz", false)])
    func nearestWord(target: String, typo: String, expected: Bool) {
        let got = nearest(to: typo, among: [target, "--output", "gallery"])
        #expect((got == target) == expected)
    }

    @Test func editDistanceIsLevenshtein() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("same", "same") == 0)
    }
}
