// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Asks engines which variants they play without playing a game with them: each is started,
// its handshake read (UCI's UCI_Variant choices and UCI_Chess960, XBoard's "variants" feature;
// engine/variants.h), and it is let go at once. The dialogs then offer an engine only for the
// variants it plays, even before its first game, and the catalogue keeps the answer
// (EngineCatalogue::rememberVariants) so each engine is asked once. The engines are asked all
// at once; a handshake costs a few milliseconds of CPU.

#include "engine/registry.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace kibitz::engine {

class EngineProcess;

class VariantProbe : public QObject {
    Q_OBJECT

public:
    explicit VariantProbe(QObject* parent = nullptr);
    ~VariantProbe() override;

    // Asks every engine of entries whose variants are not known (not built in, none remembered)
    // and not asked already; finished() follows at once when there is none to ask.
    void ask(const std::vector<EngineEntry>& entries);
    [[nodiscard]] bool isBusy() const { return !m_asking.empty(); }
    [[nodiscard]] bool isAsking(const QString& name) const { return m_asking.count(name) != 0; }
    // The engines that could not be asked (would not start, no handshake) and why.
    [[nodiscard]] const std::map<QString, QString>& failures() const { return m_failures; }

    // Whether an entry's variants would have to be asked.
    static bool needsAsking(const EngineEntry& entry);

signals:
    // An engine's answer, in engine/variants.h names ("chess", "chess960", "crazyhouse", ...).
    void learned(const QString& name, const QStringList& variants);
    // An engine could not be asked.
    void failed(const QString& name, const QString& reason);
    // No engine is being asked any more.
    void finished();

private:
    void done(const QString& name);

    std::map<QString, EngineProcess*> m_asking; // by entry name; owned until retired
    std::map<QString, QString> m_failures;
};

} // namespace kibitz::engine
