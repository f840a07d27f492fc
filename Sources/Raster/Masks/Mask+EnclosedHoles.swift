extension Mask {
    /// Sets to 255 every zero pixel that is not 4-connected, through zero pixels, to the mask's
    /// border: the holes that the covered pixels enclose.
    public mutating func fillEnclosedHoles() {
        let width = self.width, height = self.height
        let zeros = RowRuns(zerosIn: self)
        let components = RunComponents(zeros)
        // A component reaches the border when one of its runs lies in the first or last row or
        // begins or ends at a side.
        var reachesBorder = [Bool](repeating: false, count: zeros.count)
        for k in 0..<height {
            for i in zeros.runs(inRow: k) {
                let columns = zeros.columns(of: i)
                if k == 0 || k == height - 1 || columns.lowerBound == 0 || columns.upperBound == width {
                    reachesBorder[components.root(of: i)] = true
                }
            }
        }
        zeros.paint(into: &self, origin: (0, 0)) { !reachesBorder[components.root(of: $0)] }
    }
}
