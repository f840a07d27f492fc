/// A small, structurally valid ICC v4 display profile (header, one tag: the media white point),
/// laid out like the ones littleCMS writes; libpng's iCCP checks accept it.
enum TestICC {
    static func profile() -> [UInt8] {
        var bytes: [UInt8] = []
        func put(_ value: UInt32) { bytes += [24, 16, 8, 0].map { UInt8(value >> UInt32($0) & 0xFF) } }
        func put(_ text: String) { bytes += Array(text.utf8) }
        put(164); put("lcms"); put(0x0440_0000); put("mntr"); put("RGB "); put("XYZ ")
        put(0x07EA_000B); put(0x001E_0011); put(0x0017_001B)          // 2026-11-30 17:23:27
        put("acsp"); put("APPL"); put(0); put(0); put(0); put(0); put(0); put(0)
        put(0); put(0x0000_F6D6); put(0x0001_0000); put(0x0000_D32D)   // intent, D50 illuminant
        put("lcms")
        bytes += [UInt8](repeating: 0, count: 128 - bytes.count)
        put(1); put("wtpt"); put(144); put(20)                        // tag table: wtpt at 144, 20 bytes
        put("XYZ "); put(0); put(0x0000_F6D6); put(0x0001_0000); put(0x0000_D32D)
        return bytes
    }
}
