import Foundation
import TestSupport
import Codecs
import Raster
@testable import DuoMockupCLI

/// A folder with a small capture and a one-file bezel (1x sizes, previewed at a quarter, so debug
/// builds stay fast), and a way to run `duo-mockup` on them in-process.
struct AnimateFixture {
    let dir: String
    var capture: String { dir + "/capture.png" }
    var bezel: String { dir + "/bezel.png" }

    init() throws {
        dir = try ScratchRoot.folder("motion")
        var capture = Image(width: 951, height: 669)
        for y in 0..<669 {
            for x in 0..<951 {
                let stripe: UInt8 = (x / 16 + y / 16) % 2 == 0 ? 50 : 0
                capture[x, y] = PremultipliedRGBA8(r: UInt8(x * 255 / 951), g: UInt8(y * 255 / 669), b: 120 + stripe, a: 255)
            }
        }
        try ImageFile.write(capture, to: self.capture)
        // A grey body 24 px around a transparent screen of exactly the capture's size.
        var art = Image(width: 999, height: 717, fill: PremultipliedRGBA8(r: 52, g: 54, b: 58, a: 255))
        for y in 24..<693 { for x in 24..<975 { art[x, y] = .transparent } }
        try ImageFile.write(art, to: bezel)
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }

    /// Runs `duo-mockup` with `arguments`; the bezel is added unless `bezel` is false.
    func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
             bezel: Bool = true) -> (status: Int32, error: String) {
        let console = Console.capturing(environment: environment)
        let status = DuoMockupTool.run(arguments + (bezel ? ["--bezel", self.bezel] : []), console: console)
        return (status, console.capturedError)
    }

    /// The entries of the fixture folder other than its inputs (to find leftovers).
    func leftovers(besides keep: Set<String> = []) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { !["capture.png", "bezel.png"].contains($0) && !keep.contains($0) }
    }
}

/// Peak signal-to-noise ratio of two same-sized images over straight RGBA, in dB.
func psnr(_ a: Image, _ b: Image) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    let x = a.straightPixels(), y = b.straightPixels()
    var sum = 0.0
    for i in 0..<x.count { let d = Double(x[i]) - Double(y[i]); sum += d * d }
    let mse = sum / Double(x.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}
