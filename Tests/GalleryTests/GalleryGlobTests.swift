import _Support
import Testing
@testable import Gallery
import Mockup

/// Globs in gallery files, and the recursive capture scan that keeps sub-folders.
struct GalleryGlobTests {
    @Test(arguments: [
        ("*.png", "a.png", true), ("*.png", "en-US/a.png", false), ("**/*.png", "a.png", true),
        ("**/*.png", "en-US/x/a.png", true), ("en-US/*.png", "en-US/a.png", true), ("en-US/*.png", "de-DE/a.png", false),
        ("*-US/home?.png", "en-US/home1.png", true), ("*-US/home?.png", "en-US/home12.png", false),
        ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false), ("**", "any/thing", true),
    ])
    func globsMatchLikeAShell(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func theScanKeepsSubFoldersSkipsHiddenAndTheOutputFolder() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        for f in ["en-US/home.png", "en-US/list.JPG", "de-DE/home.png", "notes.txt", ".hidden/x.png", "out/old-open.png"] {
            try folder.write(f)
        }
        let found = try CaptureScanner.scan(folder.path, excluding: [folder.path + "/out"])
        #expect(found.map(\.relativePath) == ["de-DE/home.png", "en-US/home.png", "en-US/list.JPG"])
        #expect(found.allSatisfy { $0.path == folder.path + "/" + $0.relativePath })
        #expect(PathText.removingExtension("en-US/list.JPG") == "en-US/list")
    }
}
