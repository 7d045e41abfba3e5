// Matchers such as toBeInTheDocument / toBeDisabled for the web app's component tests.
import '@testing-library/jest-dom';
