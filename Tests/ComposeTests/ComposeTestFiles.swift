import Foundation
import TestSupport
import Codecs
import Mockup
import Raster

/// Files the compose tests make for themselves: temporary folders, small captures at 1x and
/// synthetic 1x bezels (so that debug builds stay fast), text files in given encodings.
enum ComposeTestFiles {
    static func temporaryFolder() throws -> String {
        try ScratchRoot.folder("compose")
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func write(bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func write(_ image: Image, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ImageFile.write(image, to: path)
    }

    /// UTF-16 with a byte-order mark.
    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        var out: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for u in text.utf16 { out += littleEndian ? [UInt8(u & 0xFF), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 0xFF)] }
        return out
    }

    /// A capture of the pose's 1x size: a two-colour split with stripes, never pure black.
    static func capture(_ pose: Pose, tint: UInt8 = 200) -> Image {
        let (w, h) = pose.pointSize
        var image = Image(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let stripe: UInt8 = (y / 16) % 2 == 0 ? 30 : 0
                image[x, y] = PremultipliedRGBA8(r: x < w / 2 ? tint : 60, g: 90 + stripe, b: x < w / 2 ? 80 : tint, a: 255)
            }
        }
        return image
    }

    /// A 1x bezel: a grey body 12 px around a rounded transparent hole of the pose's size.
    static func bezel(_ pose: Pose) -> Image {
        let (w, h) = pose.pointSize, m = 12
        var art = Image(width: w + 2 * m, height: h + 2 * m)
        let body = Mask.roundedRect(RectF(x: 0, y: 0, width: Double(w + 2 * m), height: Double(h + 2 * m)), cornerRadius: 40,
                                    width: w + 2 * m, height: h + 2 * m)
        art.fill(PremultipliedRGBA8(r: 60, g: 62, b: 66, a: 255), mask: body, atX: 0, y: 0)
        let hole = Mask.roundedRect(RectF(x: Double(m), y: Double(m), width: Double(w), height: Double(h)), cornerRadius: 28,
                                    width: w + 2 * m, height: h + 2 * m)
        art.clip(to: hole.inverted(), atX: 0, y: 0)
        return art
    }

    /// A folder of 1x bezels for the flat poses, with a manifest naming each.
    static func bezelSet(in dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var entries: [String] = []
        for pose in Pose.flatPoses {
            try ImageFile.write(bezel(pose), to: "\(dir)/\(pose.name).png")
            let (w, h) = pose.pointSize
            entries.append("\"\(pose.name)\": {\"file\": \"\(pose.name).png\", \"screen\": {\"x\": 12, \"y\": 12, \"width\": \(w), \"height\": \(h)}, \"cornerRadius\": 28}")
        }
        try write("{\"format\": \"duo-mockup-bezels/1\", \"bezels\": {" + entries.joined(separator: ", ") + "}}", to: dir + "/bezels.json")
        return dir
    }
}
