// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainmenu.h"

#include "pgn/game.h"
#include "train/endgametrainer.h"
#include "train/mistakestrainer.h"
#include "train/repertoiretrainer.h"

#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace kibitz::ui {

namespace {

// The training store, or null after telling the user why (the trainers then work without
// keeping results).
std::shared_ptr<train::TrainingStore> storeOrWarn(QWidget* window)
{
    QString error;
    auto store = defaultTrainingStore(&error);
    if (!store)
        QMessageBox::warning(
            window, QCoreApplication::translate("kibitz::ui::MainWindow", "Training"),
            QCoreApplication::translate("kibitz::ui::MainWindow", "Results cannot be kept: %1")
                .arg(error));
    return store;
}

template <typename T>
T* show(T* trainer)
{
    trainer->show();
    trainer->raise();
    trainer->activateWindow();
    return trainer;
}

} // namespace

void populateTrainMenu(QMenu* menu, QWidget* window,
                       const std::function<const pgn::Game*()>& currentGame,
                       const EndgameTrainer::OnlineLookup& endgames)
{
    // In the window's translation context, with the other menus.
    menu->addAction(
        QCoreApplication::translate("kibitz::ui::MainWindow", "Learn From Your &Mistakes…"), window,
        [window, currentGame] { openMistakesTrainer(window, currentGame()); });
    menu->addAction(QCoreApplication::translate("kibitz::ui::MainWindow", "Drill &Repertoire…"),
                    window, [window] { openRepertoireTrainer(window); });
    menu->addAction(QCoreApplication::translate("kibitz::ui::MainWindow", "&Endgames…"), window,
                    [window, endgames] { openEndgameTrainer(window, endgames); });
}

MistakesTrainer* openMistakesTrainer(QWidget* window, const pgn::Game* game)
{
    auto* trainer = new MistakesTrainer(storeOrWarn(window), window);
    // The shown game's mistakes when it has any; otherwise a file is asked for.
    std::vector<train::Exercise> exercises;
    if (game) exercises = train::extractExercises(*game, 1, {}).exercises;
    show(trainer);
    if (!exercises.empty())
        trainer->setExercises(std::move(exercises), MistakesTrainer::tr("this game"));
    else
        trainer->openFile();
    return trainer;
}

RepertoireTrainer* openRepertoireTrainer(QWidget* window)
{
    auto* trainer = show(new RepertoireTrainer(storeOrWarn(window), window));
    const QSettings settings;
    const QString last = settings.value(QStringLiteral("train/repertoire")).toString();
    const chess::Color color = settings.value(QStringLiteral("train/repertoireColor")).toInt() == 1
                                   ? chess::Color::Black
                                   : chess::Color::White;
    if (last.isEmpty() || !trainer->load(last, color)) trainer->openRepertoire();
    return trainer;
}

EndgameTrainer* openEndgameTrainer(QWidget* window, const EndgameTrainer::OnlineLookup& online)
{
    auto* trainer = new EndgameTrainer(storeOrWarn(window), window);
    trainer->setOnlineLookup(online);
    return show(trainer);
}

} // namespace kibitz::ui
