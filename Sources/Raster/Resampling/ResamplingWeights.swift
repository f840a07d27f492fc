/// Per-output-pixel filter weights along one axis: output i reads `count[i]` consecutive inputs
/// from `start[i]`, weighted by `weights[i × stride ..< i × stride + count[i]]`, which sum to 1.
/// Every output reads the same number of inputs (min(stride, inputSize)): windows near the ends
/// are shifted inwards and padded with zero weights, so the hot loops have one trip count.
struct ResamplingWeights {
    let inputSize: Int
    let outputSize: Int
    /// Weights per output pixel (the widest tap count).
    let stride: Int
    let start: [Int]
    let count: [Int]
    let weights: [Float]

    /// Weights for resampling `inputSize` pixels to `outputSize` with `filter`, pixel centres at
    /// i + ½ on both sides; the support widens by the scale factor when shrinking.
    init(filter: ResamplingFilter, inputSize: Int, outputSize: Int) {
        precondition(inputSize >= 1 && outputSize >= 1)
        self.inputSize = inputSize
        self.outputSize = outputSize
        let scale = Double(inputSize) / Double(outputSize)
        let filterScale = max(scale, 1)
        let support = filter.support * filterScale
        let widest = Int(support.rounded(.up)) * 2 + 1
        var windows: [(first: Int, taps: [Double])] = []
        windows.reserveCapacity(outputSize)
        for i in 0..<outputSize {
            let centre = (Double(i) + 0.5) * scale
            let first = max(0, Int((centre - support + 0.5).rounded(.towardZero)))
            let end = min(inputSize, Int((centre + support + 0.5).rounded(.towardZero)))
            let n = min(max(0, end - first), widest)
            var taps = (0..<n).map { filter.kernel((Double(first + $0) - centre + 0.5) / filterScale) }
            let total = taps.reduce(0, +)
            if total != 0 { taps = taps.map { $0 / total } }
            windows.append((first, taps))
        }
        // Shift every window inwards so that each holds exactly `stride` inputs.
        let stride = max(1, windows.map(\.taps.count).max() ?? 1)
        var start = [Int](repeating: 0, count: outputSize)
        let count = [Int](repeating: stride, count: outputSize)
        var weights = [Float](repeating: 0, count: outputSize * stride)
        for (i, window) in windows.enumerated() {
            let shifted = min(window.first, inputSize - stride)
            start[i] = shifted
            for (k, w) in window.taps.enumerated() { weights[i * stride + window.first - shifted + k] = Float(w) }
        }
        self.stride = stride
        self.start = start
        self.count = count
        self.weights = weights
    }
}
