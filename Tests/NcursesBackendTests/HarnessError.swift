/// A failure of the harness itself (tmux missing or misbehaving, a timeout).
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
