import Foundation
import Testing
@testable import Raster

/// Huge-page advice leaves a buffer's contents alone, and on Linux it really marks the memory.
struct HugePagesTests {
    @Test func adviceKeepsTheContentsAndAFreshImageIsWrittenWhole() {
        let count = HugePages.minimumBytes + (3 << 20) + 123
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
        defer { buffer.deallocate() }
        for i in 0..<count { buffer[i] = UInt8(truncatingIfNeeded: i &* 31 &+ 7) }
        HugePages.advise(buffer)
        var wrong = 0
        for i in 0..<count where buffer[i] != UInt8(truncatingIfNeeded: i &* 31 &+ 7) { wrong += 1 }
        #expect(wrong == 0)

        // Large images take the advice before their writer runs: every byte is the writer's.
        let image = Image(uninitializedWidth: 1500, height: 1500) { bytes in
            for i in 0..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i & 3 == 3 ? 255 : 9) }
        }
        #expect(image.pixels.count == 1500 * 1500 * 4)
        #expect(image[1499, 1499] == PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 255))
    }

    #if os(Linux)
    /// The kernel records the advice on the mapping (`hg` among smaps' VmFlags) whether or not it
    /// then finds free huge pages, so this holds on any Linux with transparent huge pages.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
    func linuxMarksTheAlignedInteriorForHugePages() throws {
        let count = HugePages.minimumBytes * 2
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
        defer { buffer.deallocate() }
        HugePages.advise(buffer)
        let huge = 2 << 20
        let probe = (Int(bitPattern: buffer.baseAddress!) + huge - 1) / huge * huge + huge / 2
        let flags = try #require(Self.vmFlags(containing: probe))
        #expect(flags.contains("hg"), "VmFlags \(flags)")
    }

    /// The VmFlags of the mapping holding `address`, from /proc/self/smaps.
    static func vmFlags(containing address: Int) -> [Substring]? {
        // Read to the end rather than by the file's size, which procfs reports as 0.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps"),
              let data = try? file.readToEnd(), let smaps = String(data: data, encoding: .utf8) else { return nil }
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
               let low = Int(line[..<dash], radix: 16), let high = Int(line[line.index(after: dash)..<space], radix: 16) {
                inside = low <= address && address < high
            } else if inside, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ")
            }
        }
        return nil
    }
    #endif
}
