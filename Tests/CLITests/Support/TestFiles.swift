import DuoMockup
import Foundation
import TestSupport

/// Files the CLI tests make for themselves: temporary folders, synthetic captures and small
/// synthetic bezel sets of known geometry (1x sizes so that debug builds stay fast).
enum TestFiles {
    static func temporaryFolder() throws -> String {
        try ScratchRoot.folder("duo-cli")
    }

    /// A capture with structure everywhere (gradients and stripes), never pure black.
    static func sampleCapture(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let stripe: UInt8 = (x / 4 + y / 4) % 2 == 0 ? 40 : 0
                image[x, y] = PremultipliedRGBA8(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height),
                                                 b: 120 + stripe, a: 255)
            }
        }
        return image
    }

    /// Margin of body around the screen in the synthetic bezels, px.
    static let margin = 24
    /// Corner radius of the synthetic screen holes, px.
    static let holeRadius = 30.0

    /// A synthetic bezel for a flat pose at 1x: a grey body with a rounded transparent hole of
    /// exactly the pose's point size, `margin` px in.
    static func bezel(for pose: Pose) -> Image {
        let (w, h) = pose.pointSize
        let W = w + 2 * margin, H = h + 2 * margin
        var art = Image(width: W, height: H)
        let body = Mask.roundedRect(RectF(x: 0, y: 0, width: Double(W), height: Double(H)), cornerRadius: holeRadius + Double(margin),
                                    width: W, height: H)
        art.fill(PremultipliedRGBA8(r: 50, g: 52, b: 56, a: 255), mask: body, atX: 0, y: 0)
        let hole = Mask.roundedRect(RectF(x: Double(margin), y: Double(margin), width: Double(w), height: Double(h)),
                                    cornerRadius: holeRadius, width: W, height: H)
        art.clip(to: hole.inverted(), atX: 0, y: 0)
        return art
    }

    /// Writes synthetic bezels for `poses` (under names that say nothing of the pose) into `dir`.
    static func writeBezelSet(in dir: String, poses: [Pose]) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (i, pose) in poses.enumerated() {
            try ImageFile.write(bezel(for: pose), to: dir + "/frame-\(i).png")
        }
        return dir
    }
}
