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

/// `PathText.absolute`: a path against an absolute folder, `.` and `..` resolved.
struct PathTextAbsoluteTests {
    @Test(arguments: [
        ("../store.json", "/p/out", "/p/store.json"),
        ("./a/../b.json", "/p", "/p/b.json"),
        ("/q/./r/../s", "/p", "/q/s"),
        ("../../..", "/p", "/"),
        ("x", "/", "/x"),
    ])
    func absolute(path: String, folder: String, expected: String) {
        #expect(PathText.absolute(path, in: folder) == expected)
    }
}
