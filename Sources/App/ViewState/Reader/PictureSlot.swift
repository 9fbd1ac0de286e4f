import TerminalUI

/// A picture on its way to the screen.
public enum PictureSlot: Sendable, Equatable {
    /// Being downloaded or rendered (off the UI thread).
    case loading
    case ready(CellPicture)
    case failed(String)
}
