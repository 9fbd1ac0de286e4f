import Foundation
import GRDB

/// SQLite's migrator: `Schema.steps` in order, each once, inside a transaction, so an older
/// database opens and is brought forward without losing rows.
enum Migrations {
    /// Every step by the identifier already applied to existing databases (never renamed or
    /// reordered: GRDB skips applied steps by these names).
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for step in Schema.steps {
            migrator.registerMigration(step.identifier) { db in
                if !step.sqliteOnly.isEmpty { try db.execute(sql: step.sqliteOnly) }
                let shared = step.shared.rendered(for: .sqlite).sql
                if !shared.isEmpty { try db.execute(sql: shared) }
            }
        }
        return migrator
    }
}
