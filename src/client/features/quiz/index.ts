export { QuizPage } from './components/quiz-page';
