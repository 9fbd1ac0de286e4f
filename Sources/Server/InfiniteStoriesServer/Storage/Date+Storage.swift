import Foundation

extension Date {
    /// Now, cut to whole milliseconds: the database and the wire both keep milliseconds, so a
    /// timestamp a route answers with is exactly the one a later read returns.
    static var storageNow: Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
