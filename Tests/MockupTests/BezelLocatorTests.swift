import Foundation
import TestSupport
import Testing
@testable import Mockup

@Suite("Bezel lookup order")
struct BezelLocatorTests {
    /// A fake home with optional Mac and XDG art folders, plus a folder to name explicitly.
    final class Homes {
        let root = ScratchRoot.path + "/bezel-locate-" + UUID().uuidString
        var home: String { root + "/home" }
        var mac: String { home + "/Library/Application Support/apple-duo-bezels" }
        var xdgDefault: String { home + "/.local/share/apple-duo-bezels" }
        var xdgCustom: String { root + "/data/apple-duo-bezels" }
        var named: String { root + "/named" }

        func make(_ folder: String, withArt: Bool = true) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if withArt { #expect(FileManager.default.createFile(atPath: folder + "/frame.png", contents: Data())) }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("explicit beats DUO_BEZELS beats Application Support beats XDG")
    func order() throws {
        let h = Homes()
        for folder in [h.mac, h.xdgDefault, h.xdgCustom, h.named] { try h.make(folder) }
        var env = ["HOME": h.home, "DUO_BEZELS": h.named, "XDG_DATA_HOME": h.root + "/data"]
        let explicit = try BezelSet.locate(explicit: h.xdgDefault, environment: env)
        #expect(explicit.directory == h.xdgDefault && explicit.origin == .given && !explicit.isExample)
        #expect(try BezelSet.locate(explicit: nil, environment: env).directory == h.named)
        env["DUO_BEZELS"] = ""
        #expect(try BezelSet.locate(explicit: nil, environment: env).directory == h.mac)
        try FileManager.default.removeItem(atPath: h.mac + "/frame.png")   // an empty folder does not count
        #expect(try BezelSet.locate(explicit: nil, environment: env).directory == h.xdgCustom)
        env["XDG_DATA_HOME"] = nil
        #expect(try BezelSet.locate(explicit: nil, environment: env).directory == h.xdgDefault)
    }

    @Test("a folder named explicitly or by DUO_BEZELS must exist")
    func namedFolderMustExist() throws {
        #expect(throws: BezelError.noSuchFolder("/no/such", namedBy: nil)) {
            try BezelSet.locate(explicit: "/no/such", environment: [:])
        }
        #expect(throws: BezelError.noSuchFolder("/no/such", namedBy: "DUO_BEZELS")) {
            try BezelSet.locate(explicit: nil, environment: ["DUO_BEZELS": "/no/such"])
        }
    }

    @Test("with no user art, the bundled example is used when it can be found")
    func fallsBackToExample() throws {
        let h = Homes()
        try h.make(h.home, withArt: false)
        let env = ["HOME": h.home]
        if let example = BezelSet.bundledExampleDirectory {
            let found = try BezelSet.locate(explicit: nil, environment: env)
            #expect(found.directory == example && found.origin == .example && found.isExample)
            #expect(FileManager.default.fileExists(atPath: example + "/bezels.json"))
        } else {
            let error = #expect(throws: BezelError.self) { try BezelSet.locate(explicit: nil, environment: env) }
            #expect(error?.description.hasPrefix("no bezel art found: looked in \(h.mac), \(h.xdgDefault)") == true)
        }
    }
}
