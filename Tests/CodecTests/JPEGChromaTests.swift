import Testing
import Codecs
import Raster

/// JPEG chroma subsampling: 4:4:4 at quality 90 and above (thin coloured lines keep their
/// colour), 4:2:0 below, or what the options ask.
@Suite struct JPEGChromaTests {
    /// The luma component's sampling factors (h, v) from the file's start-of-frame marker.
    static func lumaSampling(_ jpeg: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 4 < jpeg.count {
            guard jpeg[i] == 0xFF else { return nil }
            let marker = jpeg[i + 1]
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            if (0xC0...0xC2).contains(marker) {
                let factors = jpeg[i + 4 + 7]   // after P, Y, X, Nf and the first component's id
                return (Int(factors >> 4), Int(factors & 15))
            }
            i += 2 + length
        }
        return nil
    }

    static let image: Image = {
        var image = Image(width: 64, height: 64, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        for y in 0..<64 where y % 4 == 0 { for x in 0..<64 { image[x, y] = PremultipliedRGBA8(r: 220, g: 0, b: 40, a: 255) } }
        return image
    }()

    func encoded(quality: Int, chroma: JPEGChroma? = nil) throws -> [UInt8] {
        var options = EncodeOptions()
        options.jpeg.quality = quality
        if let chroma { options.jpeg.chroma = chroma }
        return try ImageFile.encode(Self.image, format: .jpeg, options: options)
    }

    @Test func highQualityKeepsFullChroma() throws {
        #expect(Self.lumaSampling(try encoded(quality: 90))! == (1, 1))
        #expect(Self.lumaSampling(try encoded(quality: 100))! == (1, 1))
        #expect(Self.lumaSampling(try encoded(quality: 89))! == (2, 2))
        #expect(Self.lumaSampling(try encoded(quality: 95, chroma: .half))! == (2, 2))
        #expect(Self.lumaSampling(try encoded(quality: 60, chroma: .full))! == (1, 1))
    }

    @Test func aThinRedLineKeepsItsColourAtFullChroma() throws {
        let full = try ImageFile.decode(bytes: try encoded(quality: 92), name: "full.jpg").image
        let half = try ImageFile.decode(bytes: try encoded(quality: 92, chroma: .half), name: "half.jpg").image
        // On a one-pixel red line, full chroma stays red; 4:2:0 washes it towards pink.
        #expect(full[30, 32].g < 40, "\(full[30, 32])")
        #expect(Int(half[30, 32].g) > Int(full[30, 32].g) + 20, "\(half[30, 32]) vs \(full[30, 32])")
    }
}
