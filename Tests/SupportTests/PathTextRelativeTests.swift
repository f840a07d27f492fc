import Testing
import _Support

/// `PathText.relative`: one absolute path as reached from an absolute folder.
struct PathTextRelativeTests {
    @Test(arguments: [
        ("/p/fastlane/store.json", "/p/fastlane/out", "../store.json"),
        ("/p/store.json", "/p", "store.json"),
        ("/p/a/b.json", "/q/r", "../../p/a/b.json"),
        ("/p/out/x.json", "/p/out", "x.json"),
        ("/p", "/p", "."),
    ])
    func relative(path: String, folder: String, expected: String) {
        #expect(PathText.relative(path, from: folder) == expected)
    }
}
