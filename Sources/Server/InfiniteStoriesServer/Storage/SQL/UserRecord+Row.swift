import Foundation

extension UserRecord {
    /// A user from a row with `"user"`'s columns (`SELECT u.*`).
    init(row: any SQLRow) throws {
        self.init(id: try row.get("id"), email: try row.get("email"), name: try row.get("name"),
                  passwordHash: try row.get("passwordHash"), createdAt: try row.get("createdAt"),
                  updatedAt: try row.get("updatedAt"))
    }
}
