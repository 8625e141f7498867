// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Game > Analyse Game…: an engine goes through the game shown in the background
// (annotate::Annotator), with a per-move limit chosen in a dialog, a progress dialog that can
// cancel, and the result written into the game as one edit that Undo takes back (evaluations,
// NAGs, better lines, the summary and the Annotator tag; the user's own words stay).

#include "annotate/annotator.h"
#include "engine/registry.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QProgressDialog;
class QWidget;

namespace kibitz::model {
class GameDocument;
}

namespace kibitz::ui {

class GameAnalysis : public QObject {
    Q_OBJECT

public:
    explicit GameAnalysis(QWidget* window);
    ~GameAnalysis() override;

    // Asks for the engine and the limit, then analyses document's game.
    void analyse(model::GameDocument* document);
    // Without asking (tests, scripting); book may be null.
    void start(model::GameDocument* document, const engine::EngineEntry& engine,
               const annotate::Options& options);
    [[nodiscard]] bool isRunning() const { return m_annotator && m_annotator->isBusy(); }
    // The annotated game goes into document: one undoable edit. Static for tests.
    static void apply(model::GameDocument* document, const pgn::Game& annotated);

signals:
    void finished(bool applied);

private:
    void cleanUp();

    QWidget* m_window;
    QPointer<model::GameDocument> m_document;
    std::unique_ptr<engine::EngineProcess> m_engine;
    std::unique_ptr<annotate::Annotator> m_annotator;
    QPointer<QProgressDialog> m_progress;
};

} // namespace kibitz::ui
