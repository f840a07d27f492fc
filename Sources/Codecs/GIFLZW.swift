/// GIF's variable-length LZW (GIF89a appendix F): codes grow from `minCodeSize + 1` to 12 bits,
/// a clear code starts the stream and is sent again whenever the table fills (4096 codes), and
/// the end-of-information code closes it. Output is packed least significant bit first.
enum GIFLZW {
    /// The compressed codes of `indices` (each < 2^minCodeSize), not yet cut into sub-blocks.
    static func compress(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minCodeSize), "GIF minimum code sizes run from 2 to 8")
        let clear = 1 << minCodeSize, end = clear + 1
        var out = [UInt8]()
        out.reserveCapacity(indices.count / 2 + 16)
        var bitBuffer: UInt64 = 0, bitCount = 0
        var codeSize = minCodeSize + 1
        var next = end + 1
        // Open addressing: a slot holds (prefix << 8 | byte) + 1 (0 = empty) and its code.
        let slots = 1 << 13
        var keys = [Int32](repeating: 0, count: slots)
        var codes = [Int16](repeating: 0, count: slots)

        func emit(_ code: Int) {
            bitBuffer |= UInt64(code) << UInt64(bitCount)
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8(truncatingIfNeeded: bitBuffer))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        emit(clear)
        guard !indices.isEmpty else {
            emit(end)
            if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
            return out
        }
        keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                var prefix = Int(indices[0])
                for n in 1..<indices.count {
                    let byte = Int(indices[n])
                    let key = Int32(prefix << 8 | byte) + 1
                    var slot = (prefix << 5 ^ byte &* 0x9E37) & (slots - 1)
                    var found = -1
                    while keys[slot] != 0 {
                        if keys[slot] == key { found = Int(codes[slot]); break }
                        slot = (slot + 1) & (slots - 1)
                    }
                    if found >= 0 { prefix = found; continue }
                    emit(prefix)
                    keys[slot] = key
                    codes[slot] = Int16(next)
                    next += 1
                    if next > 1 << codeSize && codeSize < 12 { codeSize += 1 }
                    if next == 4096 {
                        emit(clear)
                        for i in 0..<slots { keys[i] = 0 }
                        codeSize = minCodeSize + 1
                        next = end + 1
                    }
                    prefix = byte
                }
                emit(prefix)
            }
        }
        emit(end)
        if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        return out
    }

    /// The image data block: the minimum code size, then `data` cut into sub-blocks of at most
    /// 255 bytes, then the zero-length block terminator.
    static func imageData(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> [UInt8] {
        let data = compress(indices, minCodeSize: minCodeSize)
        var out = [UInt8(minCodeSize)]
        out.reserveCapacity(data.count + data.count / 255 + 3)
        var at = 0
        while at < data.count {
            let n = min(255, data.count - at)
            out.append(UInt8(n))
            out += data[at..<at + n]
            at += n
        }
        out.append(0)
        return out
    }
}
