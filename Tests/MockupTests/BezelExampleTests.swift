import Codecs
import Foundation
import Testing
import Raster
@testable import Mockup

@Suite("Bezel files on disk")
struct BezelExampleTests {
    @Test("a folder of PNGs written to disk is read and detected, without a manifest")
    func readsPNGFolder() throws {
        let folder = NSTemporaryDirectory() + "bezel-png-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let art = testArt(.upright)
        try ImageFile.write(art.render(), to: folder + "/Frame - Upright.png")
        #expect(FileManager.default.createFile(atPath: folder + "/broken.png", contents: Data("not a png".utf8)))
        let set = try BezelSet.load(directory: folder)
        let bezel = try set.bezel(for: .laptop)
        #expect(bezel.screen.rect == art.hole && bezel.art == art.render())
        let broken = try #require(set.reports.first { $0.file == "broken.png" })
        #expect(broken.pose == nil && broken.problem != nil && broken.problem?.contains(folder) == false)
        let single = try BezelSet.single(file: folder + "/Frame - Upright.png")
        #expect(single.pose == .upright && single.screen.rect == art.hole)
    }

    @Test("the bundled example art: every flat pose, screens exactly the 3x capture sizes, as detected")
    func bundledExample() throws {
        let directory = try #require(BezelSet.bundledExampleDirectory)
        let set = try BezelSet.load(directory: directory, isExample: true)
        #expect(set.manifestPath != nil)
        #expect(set.bezels.map(\.pose) == Pose.flatPoses)
        for bezel in set.bezels {
            let size = bezel.pose.pointSize
            #expect(bezel.screen.rect.width == size.width * 3 && bezel.screen.rect.height == size.height * 3)
            // Detection without the manifest agrees with it.
            let detected = try ScreenDetection.detect(in: bezel.art, file: bezel.path)
            #expect(detected.rect == bezel.screen.rect)
            #expect(abs(detected.cornerRadius - bezel.screen.cornerRadius) <= 2)
            #expect(detected.mask == bezel.screen.mask)
            if let hinge = bezel.hinge {
                let r = bezel.screen.rect
                let crease = bezel.pose == .open ? Double(r.x) + 475.5 * 3 : Double(r.y) + 475.5 * 3
                #expect(hinge == crease && bezel.creaseWidth == 120)
            }
            #expect(bezel.thickness != nil)
        }
        // The sample captures fit their poses pixel for pixel.
        for pose in Pose.flatPoses {
            let capture = try ImageFile.read(path: directory + "/captures/\(pose.rawValue).png").image
            let screen = try set.bezel(for: pose).screen.rect
            #expect(capture.width == screen.width && capture.height == screen.height && capture.isOpaque)
        }
    }
}
