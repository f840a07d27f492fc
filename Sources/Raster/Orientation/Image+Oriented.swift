extension Image {
    /// The image turned and mirrored as `orientation` says (`.up` returns it unchanged).
    public func oriented(_ orientation: Orientation) -> Image {
        if orientation == .up { return self }
        let outWidth = orientation.swapsDimensions ? height : width
        let outHeight = orientation.swapsDimensions ? width : height
        return withUnsafeBytes { sourceRaw in
            let source = sourceRaw.bindMemory(to: UInt32.self).baseAddress!
            return Image(width: outWidth, height: outHeight) { outRaw in
                orientation.copy(source, width: width, height: height,
                                 into: outRaw.bindMemory(to: UInt32.self).baseAddress!)
            }
        }
    }
}

extension Mask {
    /// The mask turned and mirrored as `orientation` says, like `Image.oriented`.
    public func oriented(_ orientation: Orientation) -> Mask {
        if orientation == .up { return self }
        let outWidth = orientation.swapsDimensions ? height : width
        let outHeight = orientation.swapsDimensions ? width : height
        var out = Mask(width: outWidth, height: outHeight)
        coverage.withUnsafeBufferPointer { source in
            out.coverage.withUnsafeMutableBufferPointer { target in
                orientation.copy(source.baseAddress!, width: width, height: height, into: target.baseAddress!)
            }
        }
        return out
    }
}
